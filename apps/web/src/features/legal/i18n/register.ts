import { registerCatalogue } from '@/i18n';
import { legalEn } from './en';

// The legal text is long, so it ships in the legal pages' chunk rather than the entry bundle.
registerCatalogue('legal', legalEn, async () => (await import('./ne')).legalNe);
