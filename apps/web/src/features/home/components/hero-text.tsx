import type { ParseKeys } from 'i18next';
import { createContext, useContext } from 'react';
import { otherLanguage, type Language } from '@/i18n/language';
import { heroI18n } from '../hero-i18n';

const HeroLanguage = createContext<Language>('en');
/** The language the hero speaks right now (use-alternating-language.ts). */
export const HeroLanguageProvider = HeroLanguage.Provider;

const textIn = (language: Language, key: ParseKeys<'home'>) =>
  heroI18n(language).getFixedT(language, 'home')(key);

interface HeroTextProps {
  k: ParseKeys<'home'>;
  as?: 'span' | 'p' | 'h1';
  id?: string;
  className?: string;
}

/**
 * One text of the hero in the hero's current language, with an invisible twin in the other
 * language in the same grid cell: the cell takes the bigger of the two, so nothing moves when the
 * hero switches. The twin is hidden from assistive technology (and from the element's name).
 */
export function HeroText({ k, as: Tag = 'span', id, className }: HeroTextProps) {
  const language = useContext(HeroLanguage);
  const other = otherLanguage(language);
  return (
    <Tag id={id} className={className ? `hero-text ${className}` : 'hero-text'}>
      <span className="hero-text__shown">{textIn(language, k)}</span>
      <span className="hero-text__twin" aria-hidden="true" lang={other}>
        {textIn(other, k)}
      </span>
    </Tag>
  );
}
