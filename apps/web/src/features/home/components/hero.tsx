import '../i18n/register';
import { useState, type FocusEvent } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isLanguage } from '@/i18n/language';
import { heroI18n } from '../hero-i18n';
import { useAlternatingLanguage } from '../use-alternating-language';
import heroSkyline from '../assets/hero-skyline.svg';
import { HeroSearch } from './hero-search';
import { HeroLanguageProvider, HeroText } from './hero-text';

/**
 * The hero: a search first, then the specification's three buttons and Add Hostel, quieter. All of
 * its words switch between English and Nepali together every 20 s (starting with the UI's
 * language), except while the visitor is in it (focus inside) or asked for reduced motion.
 */
export function Hero() {
  const { i18n } = useTranslation();
  const uiLanguage = isLanguage(i18n.language) ? i18n.language : 'en';
  const [isBusy, setBusy] = useState(false);
  const language = useAlternatingLanguage(uiLanguage, isBusy);

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setBusy(false);
  };

  return (
    <I18nextProvider i18n={heroI18n(language)}>
      <HeroLanguageProvider value={language}>
        <section
          className="hero"
          aria-labelledby="hero-title"
          lang={language}
          onFocus={() => setBusy(true)}
          onBlur={leave}
        >
          <div className="container hero__inner">
            <div className="hero__text">
              <HeroText k="hero.zeroCharge" as="p" className="hero__badge" />
              <HeroText k="hero.headline" as="h1" id="hero-title" className="hero__headline" />
              <HeroText k="hero.description" as="p" className="hero__description" />
              <HeroSearch />
              <p className="hero__more">
                <Link className="text-link" to={paths.search('hostel')}>
                  <HeroText k="hero.findHostel" />
                </Link>
                <Link className="text-link" to={paths.search('bhada')}>
                  <HeroText k="hero.findPlaceToRent" />
                </Link>
              </p>
              <p className="hero__more">
                <Link className="text-link" to={paths.gharbeti()}>
                  <HeroText k="hero.beGharbeti" />
                </Link>
                <span>
                  <HeroText k="hero.addHostelPrompt" />{' '}
                  <Link className="text-link" to={paths.hostel()}>
                    <HeroText k="hero.addHostel" />
                  </Link>
                </span>
              </p>
            </div>
            <img className="hero__art" src={heroSkyline} alt="" width="480" height="320" />
          </div>
        </section>
      </HeroLanguageProvider>
    </I18nextProvider>
  );
}
