import { i18n } from '@/i18n';
import { applicationsEn } from './en';
import { applicationsNe } from './ne';

// Ships with the application screens' chunks rather than the entry bundle.
i18n.addResourceBundle('en', 'applications', applicationsEn, true, true);
i18n.addResourceBundle('ne', 'applications', applicationsNe, true, true);
