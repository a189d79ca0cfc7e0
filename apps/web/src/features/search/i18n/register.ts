import { i18n, registerCatalogue } from '@/i18n';
import { chatEn } from './chat.en';
import { chatNe } from './chat.ne';
import { searchEn } from './en';

// Ships with the search page's chunk rather than the entry bundle; the Nepali words only when
// Nepali is on, but for a chat message's Nepali line, which every visit sends.
registerCatalogue('search', searchEn, async () => (await import('./ne')).searchNe);
i18n.addResourceBundle('en', 'chat', chatEn, true, true);
i18n.addResourceBundle('ne', 'chat', chatNe, true, true);
