import { i18n } from '@/i18n';
import { listingsEn } from './en';
import { listingsNe } from './ne';

// Shipped with the listings screens' chunks rather than the entry bundle.
i18n.addResourceBundle('en', 'listings', listingsEn, true, true);
i18n.addResourceBundle('ne', 'listings', listingsNe, true, true);
