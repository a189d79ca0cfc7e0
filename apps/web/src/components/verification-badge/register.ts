import { registerCatalogue } from '@/i18n';
import { verificationBadgeEn } from './en';

// Shipped with the screens that show listings (their chunks), not with the entry bundle.
registerCatalogue(
  'verificationBadge',
  verificationBadgeEn,
  async () => (await import('./ne')).verificationBadgeNe,
);
