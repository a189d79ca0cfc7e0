import { useTranslation } from 'react-i18next';
import { ABOUT_SECTION_ID } from '@/config/paths';

export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    // tabIndex lets the About Us link move keyboard focus here, not just the scroll position.
    <section id={ABOUT_SECTION_ID} tabIndex={-1} className="section" aria-labelledby="about-title">
      <div className="container section__narrow">
        <h2 id="about-title">{t('about.title')}</h2>
        <p>{t('about.paragraph1')}</p>
        <p>{t('about.paragraph2')}</p>
      </div>
    </section>
  );
}
