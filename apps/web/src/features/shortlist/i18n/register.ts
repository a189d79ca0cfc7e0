import { registerCatalogue } from '@/i18n';
import { shortlistEn } from './en';

// Ships with the shortlist pages' chunks, not the entry.
registerCatalogue('shortlist', shortlistEn, async () => (await import('./ne')).shortlistNe);
