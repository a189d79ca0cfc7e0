import { registerCatalogue } from '@/i18n';
import { attributesEn } from './en';

// Shipped with the screens that name listing attributes (their chunks), not with the entry bundle.
registerCatalogue('attributes', attributesEn, async () => (await import('./ne')).attributesNe);
