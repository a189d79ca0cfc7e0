import { i18n } from '@/i18n';
import { visitChecklistEn } from './en';
import { visitChecklistNe } from './ne';

// Shipped with the screens that show a visit (their chunks), not with the entry bundle.
i18n.addResourceBundle('en', 'visitChecklist', visitChecklistEn, true, true);
i18n.addResourceBundle('ne', 'visitChecklist', visitChecklistNe, true, true);
