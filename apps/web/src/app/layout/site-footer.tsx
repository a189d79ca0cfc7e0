import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContact, type ContactLine } from '@/config/contact';
import { paths } from '@/config/paths';

function NewTabLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className="site-footer__link">
      {label}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </Link>
  );
}

function ContactItem({ label, line }: { label: string; line: ContactLine }) {
  return (
    <li>
      {label}:{' '}
      <a className="site-footer__link" href={line.href}>
        {line.text}
      </a>
    </li>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const contact = useContact();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{t('common.appName')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t('footer.legal')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <NewTabLink to={paths.terms()} label={t('footer.terms')} />
            </li>
            <li>
              <NewTabLink to={paths.privacy()} label={t('footer.privacy')} />
            </li>
          </ul>
        </nav>
        {/* Each line only when the operator configured it (CONTACT_EMAIL, CONTACT_PHONE). */}
        {(contact.email || contact.phone) && (
          <div>
            <h2 className="site-footer__heading">{t('footer.contact')}</h2>
            <ul className="site-footer__list">
              {contact.email && <ContactItem label={t('footer.email')} line={contact.email} />}
              {contact.phone && <ContactItem label={t('footer.phone')} line={contact.phone} />}
            </ul>
          </div>
        )}
      </div>
      <p className="container site-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  );
}
