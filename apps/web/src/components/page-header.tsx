import './page-header.css';
import type { ReactNode, Ref } from 'react';
import { BackButton } from './back-button';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Shows a Back button before the title, returning to `backFallback` on a direct visit. */
  backFallback?: string;
  /** For a screen that moves focus to its title (after a change it announces). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A screen's title (the page's h1, focusable for route changes) with its intro and Back button. */
export function PageHeader({ title, intro, backFallback, headingRef, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {backFallback !== undefined && <BackButton fallback={backFallback} />}
      <h1 id="page-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="page-header__intro">{intro}</p>}
      {children}
    </header>
  );
}
