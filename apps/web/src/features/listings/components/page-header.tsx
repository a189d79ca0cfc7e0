import type { ReactNode } from 'react';
import { BackButton } from '../../../components/back-button';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Shows a Back button before the title, returning to `backFallback` on a direct visit. */
  backFallback?: string;
  children?: ReactNode;
}

export function PageHeader({ title, intro, backFallback, children }: PageHeaderProps) {
  return (
    <header className="listing-page__header">
      {backFallback !== undefined && <BackButton fallback={backFallback} />}
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="listing-page__intro">{intro}</p>}
      {children}
    </header>
  );
}
