import { CONTACT_APPS, formatPhone, type ContactApp } from '@app/shared';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { chatHref } from '@/lib/chat-links';
import { telHref } from '@/lib/tel-href';
import { applyUrl, contactsOf, priceOf, type Listing } from '../listing';
import type { SearchText } from '../use-search-text';
import { CallIcon, ViberIcon, WhatsAppIcon } from './contact-icons';
import { chatMessage } from './listing-message';

const CHAT_ICONS: Record<ContactApp, () => ReactNode> = { whatsapp: WhatsAppIcon, viber: ViberIcon };
const CHAT_NAMES: Record<ContactApp, string> = { whatsapp: 'WhatsApp', viber: 'Viber' };

/**
 * What the tenant acts on, kept in view at the bottom of a listing on a phone (in the side column
 * on a wide screen): the price, Apply, and the owner's number by WhatsApp and Viber (only the apps
 * the owner listed, and only while it is not rented) and by phone.
 */
export function ContactBar({ listing, text }: { listing: Listing; text: SearchText }) {
  const { t } = text;
  const price = priceOf(listing);
  const phone = contactsOf(listing)[0];
  const chats = useMemo(() => {
    if (!phone || listing.sold) return [];
    const message = chatMessage(listing);
    return CONTACT_APPS.filter((app) => listing.contactApps.includes(app)).flatMap((app) => {
      const href = chatHref(app, phone, message);
      return href ? [{ app, href }] : [];
    });
  }, [listing, phone]);

  return (
    <section className="contact-bar" aria-label={t('bar.label')}>
      <div className="contact-bar__main">
        <p className="contact-bar__price">
          <span className="visually-hidden">{t('details.price')}: </span>
          {text.price(price)}
          {price !== null && price > 0 && <span className="contact-bar__per"> {t('card.perMonth')}</span>}
        </p>
        {listing.sold ? (
          <p className="contact-bar__rented">{t('card.sold')}</p>
        ) : (
          listing.canApply && (
            <Link className="button button--primary contact-bar__apply" to={applyUrl(listing)}>
              {t('details.apply')}
            </Link>
          )
        )}
      </div>
      {phone && (
        <ul className="contact-bar__ways">
          {chats.map(({ app, href }) => {
            const Icon = CHAT_ICONS[app];
            return (
              <li key={app}>
                <a className="contact-bar__way" href={href} aria-label={t(`bar.${app}`)}>
                  <Icon />
                  {CHAT_NAMES[app]}
                </a>
              </li>
            );
          })}
          <li>
            <a
              className="contact-bar__way"
              href={telHref(phone)}
              aria-label={t('details.call', { phone: formatPhone(phone) })}
            >
              <CallIcon />
              {t('bar.call')}
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}
