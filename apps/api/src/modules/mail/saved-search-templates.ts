import { formatPrice, toDevanagariDigits, type ListingVerification } from '@app/shared';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from './templates';
import { verificationWords } from './verification-words';

export type AlertListing = {
  name: string;
  location: string;
  price: number | null;
  /** Visited or only checked: said as the site's badge says it. */
  verification: ListingVerification | null;
  /** The listing's public page. */
  url: string;
};

export type SavedSearchAlert = {
  to: string;
  userName: string;
  searchName: string;
  listings: AlertListing[];
  /** The saved search run again on the site: every result, not only the new ones. */
  searchUrl: string;
  manageUrl: string;
  /** The page that pauses this search's emails (for people). */
  unsubscribeUrl: string;
  /** Where a mail program posts its one-click unsubscribe (RFC 8058). */
  oneClickUrl: string;
};

const price = (amount: number | null, language: 'en' | 'ne') =>
  formatPrice(amount, language) ?? (language === 'en' ? 'Price on request' : 'मूल्य सोधेर थाहा पाउनुहोस्');

const TEXTS = {
  en: {
    greeting: (name: string) => `Namaste ${name},`,
    intro: (count: number, search: string) =>
      count === 1
        ? `1 new verified listing matches your saved search “${search}”:`
        : `${count} new verified listings match your saved search “${search}”:`,
    all: 'See every result of this search',
    manage: 'Manage your saved searches',
    stop: 'Stop emails for this search',
    why: 'You get this email once a day at most, only when new listings match.',
  },
  ne: {
    greeting: (name: string) => `नमस्ते ${name},`,
    intro: (count: number, search: string) =>
      `तपाईंले सेभ गरेको खोज “${search}” सँग ${toDevanagariDigits(String(count))} नयाँ प्रमाणित सूची मिल्छन्:`,
    all: 'यो खोजका सबै नतिजा हेर्नुहोस्',
    manage: 'सेभ गरिएका खोजहरू मिलाउनुहोस्',
    stop: 'यो खोजका इमेल रोक्नुहोस्',
    why: 'नयाँ सूची मिलेमा मात्र, दिनमा बढीमा एक पटक यो इमेल आउँछ।',
  },
};

function textPart(alert: SavedSearchAlert, language: 'en' | 'ne'): string[] {
  const t = TEXTS[language];
  return [
    t.greeting(alert.userName),
    t.intro(alert.listings.length, alert.searchName),
    '',
    ...alert.listings.flatMap((l) => {
      const trust = verificationWords(l.verification, language);
      return [
        `- ${l.name}, ${l.location}, ${price(l.price, language)}`,
        ...(trust ? [`  ${trust}`] : []),
        `  ${l.url}`,
      ];
    }),
    '',
    `${t.all}: ${alert.searchUrl}`,
    `${t.manage}: ${alert.manageUrl}`,
    `${t.stop}: ${alert.unsubscribeUrl}`,
    t.why,
  ];
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

function htmlPart(alert: SavedSearchAlert, language: 'en' | 'ne'): string {
  const t = TEXTS[language];
  const items = alert.listings
    .map((l) => {
      const trust = verificationWords(l.verification, language);
      const badge = trust
        ? `<br><span style="color:${l.verification?.level === 'visited' ? '#1b5e20' : '#444'}">${escapeHtml(trust)}</span>`
        : '';
      return `<li style="margin-bottom:12px">${link(l.url, l.name)}<br>${escapeHtml(l.location)}<br><strong>${escapeHtml(price(l.price, language))}</strong>${badge}</li>`;
    })
    .join('');
  return `<div lang="${language}"><p>${escapeHtml(t.greeting(alert.userName))}</p>
<p>${escapeHtml(t.intro(alert.listings.length, alert.searchName))}</p>
<ul style="padding-left:20px">${items}</ul>
<p>${link(alert.searchUrl, t.all)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t.why)} ${link(alert.manageUrl, t.manage)} · ${link(alert.unsubscribeUrl, t.stop)}</p></div>`;
}

/** One email per saved search and run: the new matches, in English then Nepali. */
export function savedSearchAlertEmail(alert: SavedSearchAlert): MailMessage {
  const count = alert.listings.length;
  return {
    to: alert.to,
    subject: `${count === 1 ? 'New listing' : 'New listings'} for “${alert.searchName}” / नयाँ सूची – Ghar Bhada`,
    kind: 'notification',
    template: 'saved search alert',
    devHint: `${count} new listings for the saved search “${alert.searchName}”: ${alert.listings[0]?.url ?? ''}`,
    text: [...textPart(alert, 'en'), '', '---', '', ...textPart(alert, 'ne'), '', 'Ghar Bhada'].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${htmlPart(alert, 'en')}<hr>${htmlPart(alert, 'ne')}
<p style="color:#555">Ghar Bhada · घर भाडा</p></body></html>`,
    headers: {
      'List-Unsubscribe': `<${alert.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
