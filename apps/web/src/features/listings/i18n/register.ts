import { registerCatalogue } from '@/i18n';
import { listingsEn } from './en';

// Shipped with the listings screens' chunks rather than the entry bundle.
registerCatalogue('listings', listingsEn, async () => (await import('./ne')).listingsNe);
