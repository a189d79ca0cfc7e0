import { i18n } from '@/i18n';
import { homeEn } from './en';
import { homeNe } from './ne';

// Ships with the home page's chunk, not the entry: the other pages never show these words.
i18n.addResourceBundle('en', 'home', homeEn, true, true);
i18n.addResourceBundle('ne', 'home', homeNe, true, true);
