import { registerCatalogue } from '@/i18n';
import { freelancersEn } from './en';

// Ships with the freelancer screens' chunks (the home page's form, the admin list), not the entry.
registerCatalogue('freelancers', freelancersEn, async () => (await import('./ne')).freelancersNe);
