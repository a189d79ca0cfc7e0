import { toDevanagariDigits } from '@app/shared';
import type { MailMessage } from '../../integrations/mailer';
import { bilingual } from './templates';

/** Lines listed in one digest; the rest are counted. */
const LISTED = 50;

/**
 * The notifications held back for one address, in one mail: their subject lines (never a body,
 * so never a link or token). Identity mail is never held, so never listed here.
 */
export function digestEmail(to: string, lines: string[], siteUrl: string): MailMessage {
  const n = lines.length;
  const ne = (count: number) => toDevanagariDigits(String(count));
  const listed = lines.slice(0, LISTED).map((line) => `• ${line}`);
  const rest = n - Math.min(n, LISTED);
  return {
    to,
    kind: 'notification',
    template: 'digest',
    devHint: `digest of ${n} held notifications for ${to}`,
    ...bilingual(
      `${n} more ${n === 1 ? 'notification' : 'notifications'} from Ghar Bhada / घर भाडाबाट थप ${ne(n)} सूचना`,
      {
        en: [
          'Namaste,',
          `So that your inbox is not flooded, we held back ${n} ${n === 1 ? 'notification' : 'notifications'} and gathered ${n === 1 ? 'it' : 'them'} here:`,
          ...listed,
          ...(rest > 0 ? [`…and ${rest} more`] : []),
          'Log in to Ghar Bhada to see and answer them.',
        ],
        ne: [
          'नमस्ते,',
          `तपाईंको इनबक्स नभरियोस् भनेर हामीले ${ne(n)} वटा सूचना रोकेर यहाँ एकै ठाउँमा राखेका छौं:`,
          ...listed,
          ...(rest > 0 ? [`…र थप ${ne(rest)} वटा`] : []),
          'तिनलाई हेर्न र जवाफ दिन घर भाडामा लगइन गर्नुहोस्।',
        ],
      },
      { url: siteUrl, en: 'Open Ghar Bhada', ne: 'घर भाडा खोल्नुहोस्' },
    ),
  };
}
