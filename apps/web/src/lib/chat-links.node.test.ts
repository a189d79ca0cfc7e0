import { describe, expect, it } from 'vitest';
import { chatHref } from './chat-links';

describe('chatHref', () => {
  const text =
    'Namaste! Is “Sita Hostel” (Kirtipur) free?\nनमस्ते! अझै खाली छ?\nhttps://x.test/bhada/hostel?listing=a1&b=2';

  it('opens WhatsApp on the international number with the text encoded', () => {
    const href = chatHref('whatsapp', '984-123-4567', text);
    expect(href).toBe(`https://wa.me/9779841234567?text=${encodeURIComponent(text)}`);
    expect(new URL(href ?? '').searchParams.get('text')).toBe(text);
  });

  it('opens Viber on +977… with the text as a draft', () => {
    const href = chatHref('viber', '+977 9841234567', text);
    expect(href).toBe(`viber://chat?number=%2B9779841234567&draft=${encodeURIComponent(text)}`);
  });

  it('gives no link for a number neither app can reach', () => {
    expect(chatHref('whatsapp', '01-4412345', text)).toBeNull();
    expect(chatHref('viber', '01-4412345', text)).toBeNull();
  });
});
