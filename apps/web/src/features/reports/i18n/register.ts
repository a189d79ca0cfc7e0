import { i18n } from '@/i18n';
import { reportsEn } from './en';
import { reportsNe } from './ne';

// Ships with the report screens' chunks (the listing overlay's report form, the admin queue), not the entry.
i18n.addResourceBundle('en', 'reports', reportsEn, true, true);
i18n.addResourceBundle('ne', 'reports', reportsNe, true, true);
