import { LISTING_MESSAGES } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertOverlay } from '../../../components/alert-overlay';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isLoginRequired } from '../../../lib/login-required';
import { rememberReturnTo } from '../../../lib/return-to';
import { listingsEn } from '../i18n/en';
import { useListingText } from '../use-listing-text';

type Outcome =
  | { kind: 'success'; message: string; details?: ReactNode }
  | { kind: 'error'; message: string }
  | { kind: 'login' }
  | null;

const FIRST_SENTENCE = {
  hostel: listingsEn.messages.hostelSubmitted,
  property: listingsEn.messages.propertySubmitted,
} as const;

/**
 * The sentences of the server's success message ('Hostel submitted.', LISTING_MESSAGES.submitted,
 * and LISTING_MESSAGES.notOnMap when the place was not found), so each can be translated; when
 * the server said nothing, the usual first two.
 */
export function submittedSentences(text: string, kind: 'hostel' | 'property'): string[] {
  let rest = text.trim();
  const known: string[] = [];
  for (const sentence of [LISTING_MESSAGES.notOnMap, LISTING_MESSAGES.submitted]) {
    if (!rest.endsWith(sentence)) continue;
    known.unshift(sentence);
    rest = rest.slice(0, -sentence.length).trim();
  }
  if (rest === '' && known.length === 0) return [FIRST_SENTENCE[kind], LISTING_MESSAGES.submitted];
  return rest === '' ? known : [rest, ...known];
}

/**
 * The alert after a form is sent: success with OK, the server's message or the
 * screen's fallback on failure (the form keeps everything typed), and 'Please login' → /login.
 */
export function useSubmitOutcome(onSuccessOk: () => void) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t, message, language } = useListingText();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const succeed = (text: string, details?: ReactNode) =>
    setOutcome({ kind: 'success', message: text, details });
  /**
   * A new listing was sent: the server's message in the reader's language, and under it in the
   * other one.
   */
  const succeedSubmitted = (serverMessage: string, kind: 'hostel' | 'property') => {
    const sentences = submittedSentences(serverMessage, kind);
    const other = language === 'ne' ? 'en' : 'ne';
    const say = (into: 'en' | 'ne') => sentences.map((sentence) => message(sentence, into)).join(' ');
    succeed(say(language), <p lang={other}>{say(other)}</p>);
  };
  const fail = (error: unknown, fallbackMessage: string) => {
    if (isLoginRequired(error)) {
      setOutcome({ kind: 'login' });
      return;
    }
    const text = error instanceof ApiError ? error.message : fallbackMessage;
    setOutcome({ kind: 'error', message: message(text) ?? fallbackMessage });
  };

  const close = () => {
    setOutcome(null);
    if (outcome?.kind === 'success') onSuccessOk();
    if (outcome?.kind === 'login') {
      // The login screen brings the user back to this screen (its data is read again there).
      rememberReturnTo(`${pathname}${search}`);
      void navigate(paths.login());
    }
  };

  const alert =
    outcome === null ? null : (
      <AlertOverlay
        tone={outcome.kind === 'success' ? 'success' : 'error'}
        message={outcome.kind === 'login' ? t('errors.pleaseLogin') : outcome.message}
        details={outcome.kind === 'success' ? outcome.details : undefined}
        onOk={close}
      />
    );

  return { succeed, succeedSubmitted, fail, alert };
}
