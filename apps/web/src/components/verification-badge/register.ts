import { i18n } from '@/i18n';
import { verificationBadgeEn } from './en';
import { verificationBadgeNe } from './ne';

// Shipped with the screens that show listings (their chunks), not with the entry bundle.
i18n.addResourceBundle('en', 'verificationBadge', verificationBadgeEn, true, true);
i18n.addResourceBundle('ne', 'verificationBadge', verificationBadgeNe, true, true);
