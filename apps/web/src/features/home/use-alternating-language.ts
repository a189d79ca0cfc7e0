import { LANGUAGE_TOGGLE_MS } from '@app/shared';
import { useEffect, useState } from 'react';
import { otherLanguage, type Language } from '@/i18n/language';

/** Flips between English and Nepali on a timer, whatever language the rest of the UI uses. */
export function useAlternatingLanguage(initial: Language, intervalMs = LANGUAGE_TOGGLE_MS): Language {
  const [language, setLanguage] = useState(initial);
  useEffect(() => {
    const timer = setInterval(() => setLanguage(otherLanguage), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return language;
}
