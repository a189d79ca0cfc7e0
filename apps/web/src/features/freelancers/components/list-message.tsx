import type { ReactNode } from 'react';

interface ListMessageProps {
  text: string;
  /** Progress, announced politely. */
  status?: boolean;
  /** Its action (Clear search). */
  children?: ReactNode;
}

/** What the list says instead of its cards: loading, nothing found. */
export function ListMessage({ text, status = false, children }: ListMessageProps) {
  return (
    <div className="freelancer-list-message" role={status ? 'status' : undefined}>
      <p className="freelancer-list-message__text">{text}</p>
      {children}
    </div>
  );
}
