import { registerCatalogue } from '@/i18n';
import { applicationsEn } from './en';

// Ships with the application screens' chunks rather than the entry bundle.
registerCatalogue('applications', applicationsEn, async () => (await import('./ne')).applicationsNe);
