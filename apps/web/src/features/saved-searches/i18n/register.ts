import { registerCatalogue } from '@/i18n';
import { savedSearchesEn } from './en';

// Ships with the saved-search screens' chunks (the save button, the manage and unsubscribe pages).
registerCatalogue('savedSearches', savedSearchesEn, async () => (await import('./ne')).savedSearchesNe);
