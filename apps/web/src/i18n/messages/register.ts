import { MESSAGES } from '@app/shared';
import { i18n } from '../index';
import { messagesNe } from './ne';

// The `messages` namespace: every code of the shared catalogue, in English and Nepali. Shipped
// with the screens that show messages (their chunks), not with the entry bundle.
i18n.addResourceBundle('en', 'messages', MESSAGES, true, true);
i18n.addResourceBundle('ne', 'messages', messagesNe, true, true);
