import { registerCatalogue } from '@/i18n';
import { reportsEn } from './en';

// Ships with the report screens' chunks (the listing overlay's report form, the admin queue), not the entry.
registerCatalogue('reports', reportsEn, async () => (await import('./ne')).reportsNe);
