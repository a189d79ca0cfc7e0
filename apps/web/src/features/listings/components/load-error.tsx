import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoginLink } from '@/components/login-link';
import { LoadFailed, Loading, type Refetchable } from '@/components/query-state';
import { isLoginRequired } from '@/lib/login-required';
import { useListingText } from '../use-listing-text';

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
export function LoadError({ query, message }: { query: Refetchable & { error: unknown }; message: string }) {
  const { t } = useListingText();
  if (isLoginRequired(query.error)) {
    return <LoadFailed className="listing-page__state" message={t('errors.pleaseLogin')} />;
  }
  return (
    <LoadFailed
      className="listing-page__state"
      message={message}
      retry={{ query, label: t('common.retry') }}
    />
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
  if (query.isPending) return <Loading className="listing-page__state">{loading}</Loading>;
  if (query.isError) return <LoadError query={query} message={failed} />;
  return children(query.data);
}
