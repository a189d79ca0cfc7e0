import { i18n } from '@/i18n';
import { freelancersEn } from './en';
import { freelancersNe } from './ne';

// Ships with the freelancer screens' chunks (the home page's form, the admin list), not the entry.
i18n.addResourceBundle('en', 'freelancers', freelancersEn, true, true);
i18n.addResourceBundle('ne', 'freelancers', freelancersNe, true, true);
