import { i18n } from '@/i18n';
import { savedSearchesEn } from './en';
import { savedSearchesNe } from './ne';

// Ships with the saved-search screens' chunks (the save button, the manage and unsubscribe pages).
i18n.addResourceBundle('en', 'savedSearches', savedSearchesEn, true, true);
i18n.addResourceBundle('ne', 'savedSearches', savedSearchesNe, true, true);
