import { registerCatalogue } from '@/i18n';
import { shortlistHeartEn } from './en';

// Shipped with the screens that show hearts (their chunks), not with the entry bundle.
registerCatalogue('shortlistHeart', shortlistHeartEn, async () => (await import('./ne')).shortlistHeartNe);
