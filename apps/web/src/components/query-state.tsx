import type { ReactNode } from 'react';

/** The part of a query (or infinite query) that Retry needs. */
export interface Refetchable {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Asks again; while a request is on its way a press does nothing (the button keeps its focus). */
function RetryButton({ query, children }: { query: Refetchable; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button"
      aria-disabled={query.isFetching}
      onClick={() => {
        if (!query.isFetching) void query.refetch();
      }}
    >
      {children}
    </button>
  );
}

interface LoadFailedProps {
  className: string;
  message: ReactNode;
  /** The query to ask again and the button's label; without it, no Retry. */
  retry?: { query: Refetchable; label: string };
}

/** A load that failed, announced: what went wrong and, when asking again can help, Retry. */
export function LoadFailed({ className, message, retry }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p className="form-alert">{message}</p>
      {retry && <RetryButton query={retry.query}>{retry.label}</RetryButton>}
    </div>
  );
}

/** Until the data comes: a status line screen readers announce. */
export function Loading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p className={className} role="status">
      {children}
    </p>
  );
}
