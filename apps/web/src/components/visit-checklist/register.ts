import { registerCatalogue } from '@/i18n';
import { visitChecklistEn } from './en';

// Shipped with the screens that show a visit (their chunks), not with the entry bundle.
registerCatalogue('visitChecklist', visitChecklistEn, async () => (await import('./ne')).visitChecklistNe);
