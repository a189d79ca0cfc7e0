import type { ContactApp } from '@app/shared';

/** Nepal's calling code: a local mobile number (98…, 97…, 96…) is dialled from abroad as +977 98…. */
const NEPAL_CODE = '977';
/** A Nepali mobile number: ten digits from 9 (landlines have no WhatsApp or Viber). */
const MOBILE = /^9\d{9}$/;

/**
 * The number in international form without the plus ('9779841234567'), as wa.me and Viber want it;
 * null when it is not a Nepali mobile number. Spaces, dashes and brackets are ignored, and a number
 * may come local (9841234567), with the code (+977 984-1234567, 977…, 00977…) or with a trunk 0.
 */
export function internationalMobile(phone: string): string | null {
  let digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(NEPAL_CODE) && digits.length === NEPAL_CODE.length + 10) {
    digits = digits.slice(NEPAL_CODE.length);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? `${NEPAL_CODE}${digits}` : null;
}

/**
 * A link that opens the chat app on `phone` with `text` ready to send; null when the number is not
 * a mobile one. WhatsApp's wa.me works in the app and in a browser; Viber has only its app's scheme.
 */
export function chatHref(app: ContactApp, phone: string, text: string): string | null {
  const number = internationalMobile(phone);
  if (!number) return null;
  if (app === 'whatsapp') return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
  return `viber://chat?number=${encodeURIComponent(`+${number}`)}&draft=${encodeURIComponent(text)}`;
}
