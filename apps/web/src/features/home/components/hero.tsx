import '../i18n/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n';
import { otherLanguage } from '@/i18n/language';
import { useAlternatingLanguage } from '../use-alternating-language';
import heroSkyline from '../assets/hero-skyline.svg';

export function Hero() {
  const { t, i18n } = useTranslation('home');
  // The headline and description alternate languages every 20 s, starting with the UI's.
  const [startLanguage] = useState(currentLanguage);
  const heroLanguage = useAlternatingLanguage(startLanguage);
  const heroT = i18n.getFixedT(heroLanguage, 'home');
  const ghostLanguage = otherLanguage(heroLanguage);
  const ghostT = i18n.getFixedT(ghostLanguage, 'home');

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__badge">{t('hero.zeroCharge')}</p>
          <div className="hero__copy-stack">
            <div className="hero__copy" aria-live="polite" lang={heroLanguage}>
              <h1 id="hero-title" className="hero__headline">
                {heroT('hero.headline')}
              </h1>
              <p className="hero__description">{heroT('hero.description')}</p>
            </div>
            {/* Invisible copy in the other language reserves the taller of the two heights,
                so the page below does not jump every 20 s. */}
            <div className="hero__copy hero__copy--ghost" aria-hidden="true" lang={ghostLanguage}>
              <p className="hero__headline">{ghostT('hero.headline')}</p>
              <p className="hero__description">{ghostT('hero.description')}</p>
            </div>
          </div>
          <div className="hero__actions">
            <Link className="button button--primary" to={paths.gharbeti()}>
              {t('hero.beGharbeti')}
            </Link>
            <Link className="button button--secondary" to={paths.search('hostel')}>
              {t('hero.findHostel')}
            </Link>
            <Link className="button button--secondary" to={paths.search('bhada')}>
              {t('hero.getGharBhada')}
            </Link>
          </div>
          <p className="hero__add-hostel">
            {t('hero.addHostelPrompt')}{' '}
            <Link className="text-link" to={paths.hostel()}>
              {t('hero.addHostel')}
            </Link>
          </p>
        </div>
        <img className="hero__art" src={heroSkyline} alt="" width="480" height="320" />
      </div>
    </section>
  );
}
