import { MESSAGES } from '@app/shared';
import { registerCatalogue } from '../index';

// The `messages` namespace: every code of the shared catalogue. Shipped with the screens that show
// messages (their chunks), not with the entry bundle; the Nepali one only when Nepali is on.
registerCatalogue('messages', MESSAGES, async () => (await import('./ne')).messagesNe);
