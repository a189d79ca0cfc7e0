import { i18n } from '@/i18n';
import { legalEn } from './en';
import { legalNe } from './ne';

// The legal text is long, so it ships in the legal pages' chunk rather than the entry bundle.
i18n.addResourceBundle('en', 'legal', legalEn, true, true);
i18n.addResourceBundle('ne', 'legal', legalNe, true, true);
