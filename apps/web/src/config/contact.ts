import { telHref } from '../lib/tel-href';

/** Public contact details shown in the footer and the legal pages. Placeholders until launch. */
export const CONTACT = {
  email: 'support@gharbhada.com.np',
  phone: '+977-9800000000',
} as const;

export const contactHrefs = {
  email: `mailto:${CONTACT.email}`,
  phone: telHref(CONTACT.phone),
} as const;
