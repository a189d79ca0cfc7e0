import { registerCatalogue } from '@/i18n';
import { authEn } from './en';

// Ships with the auth screens' chunks rather than the entry bundle.
registerCatalogue('auth', authEn, async () => (await import('./ne')).authNe);
