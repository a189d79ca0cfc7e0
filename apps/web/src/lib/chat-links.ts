import { internationalMobile, type ContactApp } from '@app/shared';

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
