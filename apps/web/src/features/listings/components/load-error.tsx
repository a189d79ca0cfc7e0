import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoginLink } from '@/components/login-link';
import { isLoginRequired } from '@/lib/login-required';
import { useListingText } from '../use-listing-text';

interface LoadErrorProps {
  error: unknown;
  /** The published text for this screen's failed load. */
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/**
 * A visitor on a screen of their own things: one way to log in (no request is made, so the app's
 * session prompt does not appear too).
 */
export function LoginRequired() {
  const { t } = useListingText();
  return (
    <div className="listing-page__state">
      <p className="form-alert">{t('errors.pleaseLogin')}</p>
      <LoginLink className="button button--primary">{t('common.goToLogin')}</LoginLink>
    </div>
  );
}

/**
 * A failed load: 'Please login' when the session is over (the app's session prompt above the page
 * carries the Login button, so there is one), else the screen's message and Retry.
 */
export function LoadError({ error, message, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useListingText();
  if (isLoginRequired(error)) {
    return (
      <div role="alert" className="listing-page__state">
        <p className="form-alert">{t('errors.pleaseLogin')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="listing-page__state">
      <p className="form-alert">{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
        {t('common.retry')}
      </button>
    </div>
  );
}

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** Said while loading. */
  loading: string;
  /** The published text for this screen's failed load. */
  failed: string;
  children: (data: T) => ReactNode;
}

/** One screen's data: a status line while it loads, LoadError (with Retry) if it fails, else the screen. */
export function Loaded<T>({ query, loading, failed, children }: LoadedProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="listing-page__state">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        message={failed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
