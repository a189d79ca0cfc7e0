import { i18n } from '@/i18n';
import { authEn } from './en';
import { authNe } from './ne';

// Ships with the auth screens' chunks rather than the entry bundle.
i18n.addResourceBundle('en', 'auth', authEn, true, true);
i18n.addResourceBundle('ne', 'auth', authNe, true, true);
