import { i18n } from '@/i18n';
import { attributesEn } from './en';
import { attributesNe } from './ne';

// Shipped with the screens that name listing attributes (their chunks), not with the entry bundle.
i18n.addResourceBundle('en', 'attributes', attributesEn, true, true);
i18n.addResourceBundle('ne', 'attributes', attributesNe, true, true);
