import { useTranslation } from 'react-i18next';
import { ServiceIcon, type ServiceId } from './service-icon';

const SERVICES: ServiceId[] = ['landlords', 'hostelOwners', 'tenants', 'photographers'];

export function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">{t('services.title')}</h2>
        <p className="section__intro">{t('services.intro')}</p>
        <ul className="card-grid">
          {SERVICES.map((service) => (
            <li key={service} className="card">
              <ServiceIcon service={service} />
              <h3>{t(`services.${service}.title`)}</h3>
              <p>{t(`services.${service}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
