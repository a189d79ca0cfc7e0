import { i18n } from '@/i18n';
import { shortlistHeartEn } from './en';
import { shortlistHeartNe } from './ne';

// Shipped with the screens that show hearts (their chunks), not with the entry bundle.
i18n.addResourceBundle('en', 'shortlistHeart', shortlistHeartEn, true, true);
i18n.addResourceBundle('ne', 'shortlistHeart', shortlistHeartNe, true, true);
