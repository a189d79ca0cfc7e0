import type { MailMessage } from '../../integrations/mailer';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Bilingual = { en: string[]; ne: string[] };

/** Every message carries English then Nepali, in both the plain-text and the HTML body. */
export function bilingual(
  subject: string,
  body: Bilingual,
  action?: { url: string; en: string; ne: string },
  code?: string,
) {
  const text = [
    ...body.en,
    ...(action ? [action.url] : []),
    ...(code ? [code] : []),
    '',
    '---',
    '',
    ...body.ne,
    ...(action ? [action.url] : []),
    ...(code ? [code] : []),
    '',
    'Ghar Bhada',
  ].join('\n');
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = (label: string) =>
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
      : '';
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<div lang="en">${paragraphs(body.en)}${button(action?.en ?? '')}${codeBlock}</div>
<hr>
<div lang="ne">${paragraphs(body.ne)}${button(action?.ne ?? '')}${codeBlock}</div>
<p style="color:#555">Ghar Bhada · घर भाडा</p></body></html>`;
  return { subject, text, html };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    kind: 'identity',
    template: 'email verification',
    devHint: `email verification for ${to} (the link is in the file)`,
    ...bilingual(
      'Verify your email – Ghar Bhada / इमेल पुष्टि गर्नुहोस्',
      {
        en: [
          `Namaste ${name},`,
          'Please confirm your email address to start using Ghar Bhada. The link works once, for 24 hours.',
        ],
        ne: [
          `नमस्ते ${name},`,
          'घर भाडा प्रयोग गर्न आफ्नो इमेल ठेगाना पुष्टि गर्नुहोस्। यो लिङ्क २४ घण्टाभित्र एक पटक मात्र चल्छ।',
        ],
      },
      { url: link, en: 'Verify email', ne: 'इमेल पुष्टि गर्नुहोस्' },
    ),
  };
}

export function passwordOtpEmail(to: string, name: string, otp: string): MailMessage {
  return {
    to,
    kind: 'identity',
    template: 'password reset code',
    devHint: `password reset code for ${to} (the code is in the file)`,
    ...bilingual(
      `Your Ghar Bhada password reset code: ${otp}`,
      {
        en: [
          `Namaste ${name},`,
          'Use this code to reset your password. It expires in 10 minutes. If you did not ask for it, ignore this email.',
        ],
        ne: [
          `नमस्ते ${name},`,
          'पासवर्ड परिवर्तन गर्न यो कोड प्रयोग गर्नुहोस्। यो १० मिनेटमा समाप्त हुन्छ। तपाईंले माग गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।',
        ],
      },
      undefined,
      otp,
    ),
  };
}
