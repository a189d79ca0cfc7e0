import { registerCatalogue } from '@/i18n';
import { homeEn } from './en';

// Ships with the home page's chunk, not the entry: the other pages never show these words. The
// hero's Nepali comes with it (hero-i18n.ts), the rest only when Nepali is on.
registerCatalogue('home', homeEn, async () => (await import('./ne')).homeNe);
