import { i18n } from '@/i18n';
import { shortlistEn } from './en';
import { shortlistNe } from './ne';

// Ships with the shortlist pages' chunks, not the entry.
i18n.addResourceBundle('en', 'shortlist', shortlistEn, true, true);
i18n.addResourceBundle('ne', 'shortlist', shortlistNe, true, true);
