import { LISTING_CODES } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertOverlay } from '@/components/alert-overlay';
import { i18n, loadCatalogues } from '@/i18n';
import { paths } from '@/config/paths';
import { isLoginRequired } from '@/lib/login-required';
import { rememberReturnTo } from '@/lib/return-to';
import { useListingText } from '../use-listing-text';

type Outcome =
  | { kind: 'success'; message: string; details?: ReactNode }
  | { kind: 'error'; message: string }
  | { kind: 'login' }
  | null;

/**
 * The alert after a form is sent: success with OK, the server's message or the
 * screen's fallback on failure (the form keeps everything typed), and 'Please login' → /login.
 */
export function useSubmitOutcome(onSuccessOk: () => void) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t, message, failure, language } = useListingText();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const succeed = (text: string, details?: ReactNode) =>
    setOutcome({ kind: 'success', message: text, details });
  /**
   * A new listing was sent: the server's message (by its code) in the reader's language, and under
   * it in the other one. Without a message the usual one for the kind is said.
   */
  const succeedSubmitted = (
    result: { message: string; messageCode: string | undefined },
    kind: 'hostel' | 'property',
  ) => {
    const said = result.messageCode ?? (result.message || LISTING_CODES.submittedAs[kind]);
    const other = language === 'ne' ? 'en' : 'ne';
    // An English visit has not fetched the Nepali messages; without them, English alone.
    void loadCatalogues(other, ['messages']).then(() =>
      succeed(
        message(said),
        i18n.hasResourceBundle(other, 'messages') && <p lang={other}>{message(said, other)}</p>,
      ),
    );
  };
  const fail = (error: unknown, fallbackMessage: string) => {
    if (isLoginRequired(error)) {
      setOutcome({ kind: 'login' });
      return;
    }
    setOutcome({ kind: 'error', message: failure(error, fallbackMessage) });
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
