import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-error';
import { PageHeader } from './page-header';
import { LoadFailed, Loading } from './query-state';

interface TokenLinkPageProps<T> {
  /** The section's class (its page's block). */
  className: string;
  /** The class of the box that says how the link went. */
  stateClassName: string;
  title: string;
  /** The link's `token`; null when the link came without one. */
  token: string | null;
  /** The query that sends the token. */
  result: UseQueryResult<T>;
  text: {
    /** When the link has no token at all. */
    invalidLink: string;
    pending: string;
    failure: (error: Error) => string;
    retry: string;
  };
  /** What the link did. */
  done: (data: T) => ReactNode;
  /** The ways on, below the answer. */
  actions: ReactNode;
}

/** The server's answer (a bad or expired link) stays the same; only a lost connection is worth retrying. */
const isWorthRetrying = (error: unknown) => !(error instanceof ApiError && error.status !== 0);

/**
 * An email's one-tap link, no login needed: sends its token, says it is working, then what it did,
 * or why not (with Retry only when the connection was lost).
 */
export function TokenLinkPage<T>({
  className,
  stateClassName,
  title,
  token,
  result,
  text,
  done,
  actions,
}: TokenLinkPageProps<T>) {
  let content;
  if (token === null) {
    content = (
      <p role="alert" className="form-alert">
        {text.invalidLink}
      </p>
    );
  } else if (result.isPending) {
    content = <Loading className={stateClassName}>{text.pending}</Loading>;
  } else if (result.isError) {
    const canRetry = isWorthRetrying(result.error);
    content = (
      <LoadFailed
        className={stateClassName}
        message={text.failure(result.error)}
        retry={canRetry ? { query: result, label: text.retry } : undefined}
      />
    );
  } else {
    content = (
      <div role="status" className={stateClassName}>
        {done(result.data)}
      </div>
    );
  }

  return (
    <section className={`${className} container`} aria-labelledby="page-title">
      <PageHeader title={title} />
      {content}
      {actions}
    </section>
  );
}
