import { i18n } from '@/i18n';
import { searchEn } from './en';
import { searchNe } from './ne';

// Ships with the search page's chunk rather than the entry bundle.
i18n.addResourceBundle('en', 'search', searchEn, true, true);
i18n.addResourceBundle('ne', 'search', searchNe, true, true);
