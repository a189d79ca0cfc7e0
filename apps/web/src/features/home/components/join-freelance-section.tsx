import { useTranslation } from 'react-i18next';
import { CONTACT, contactHrefs } from '../../../config/contact';

/** The application form (POST /api/freelance/add) is a later issue; no pretend submit until then. */
export function JoinFreelanceSection() {
  const { t } = useTranslation();
  return (
    <section className="section section--tinted" aria-labelledby="join-title">
      <div className="container section__narrow">
        <h2 id="join-title">{t('home.join.title')}</h2>
        <p>{t('home.join.text')}</p>
        <div className="notice">
          <p>
            <strong>{t('home.join.formComingSoon')}</strong>
          </p>
          <p>
            {t('home.join.meanwhile')}{' '}
            <a className="text-link" href={contactHrefs.email}>
              {CONTACT.email}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
