import type { ReactNode } from 'react';
import { useTaskText } from '../use-task-text';

interface ExternalLinkProps {
  href: string;
  className: string;
  describedBy?: string;
  children: ReactNode;
}

/** A link that opens in a new tab without handing the page to it, and says it opens one. */
export function ExternalLink({ href, className, describedBy, children }: ExternalLinkProps) {
  const { t } = useTaskText();
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
