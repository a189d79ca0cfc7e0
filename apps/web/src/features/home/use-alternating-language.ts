import { LANGUAGE_TOGGLE_MS } from '@app/shared';
import { useEffect, useState } from 'react';
import { otherLanguage, type Language } from '@/i18n/language';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Flips between English and Nepali every `intervalMs`, starting with `start` (and again with it
 * whenever it changes: the user chose a language). It holds still while `paused` (the user is
 * busy in the hero) and for people who asked for reduced motion; after a pause a whole interval
 * passes before the next switch.
 */
export function useAlternatingLanguage(
  start: Language,
  paused: boolean,
  intervalMs = LANGUAGE_TOGGLE_MS,
): Language {
  const [shown, setShown] = useState({ start, language: start });
  if (shown.start !== start) setShown({ start, language: start });
  const still = usePrefersReducedMotion() || paused;

  useEffect(() => {
    if (still) return;
    const timer = setInterval(
      () => setShown((current) => ({ ...current, language: otherLanguage(current.language) })),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [still, intervalMs, start]);

  return shown.start === start ? shown.language : start;
}
