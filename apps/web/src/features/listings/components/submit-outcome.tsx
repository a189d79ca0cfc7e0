import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AlertOverlay } from '../../../components/alert-overlay';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isLoginRequired } from '../login-required';
import { useListingText } from '../use-listing-text';

type Outcome =
  | { kind: 'success'; message: string; details?: ReactNode }
  | { kind: 'error'; message: string }
  | { kind: 'login' }
  | null;

/**
 * The alert after a form is sent (SPEC §2, §8): success with OK, the server's message or the
 * screen's fallback on failure (the form keeps everything typed), and 'Please login' → /login.
 */
export function useSubmitOutcome(onSuccessOk: () => void) {
  const navigate = useNavigate();
  const { t, message } = useListingText();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const succeed = (text: string, details?: ReactNode) =>
    setOutcome({ kind: 'success', message: text, details });
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
    if (outcome?.kind === 'login') void navigate(paths.login());
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

  return { succeed, fail, alert };
}
