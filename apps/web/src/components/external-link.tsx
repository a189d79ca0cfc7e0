import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps {
  href: string;
  className: string;
  /** The id of what the link is about (a card's heading). */
  describedBy?: string;
  children: ReactNode;
}

/** A link to another site that opens in a new tab without handing the page to it, and says so. */
export function ExternalLink({ href, className, describedBy, children }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      {children} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
