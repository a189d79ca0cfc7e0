import type { ReactNode } from 'react';

interface ListMessageProps {
  text: string;
  /** A failure, announced at once. */
  alert?: boolean;
  /** Progress, announced politely. */
  status?: boolean;
  /** Its action (Retry, Clear search). */
  children?: ReactNode;
}

/** What the list says instead of (or above) its cards: loading, failed, nothing found. */
export function ListMessage({ text, alert = false, status = false, children }: ListMessageProps) {
  const role = alert ? 'alert' : status ? 'status' : undefined;
  return (
    <div className="freelancer-list-message" role={role}>
      <p className={alert ? 'form-alert' : 'freelancer-list-message__text'}>{text}</p>
      {children}
    </div>
  );
}
