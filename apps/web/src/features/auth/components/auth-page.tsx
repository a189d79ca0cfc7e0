import '../auth.css';
import '../i18n/register';
import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** An address the intro refers to, on a line of its own (long addresses wrap cleanly). */
  email?: string;
  /** For screens that change state in place: focus the heading so the change is announced. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The narrow card every auth screen sits in (also registers the `auth` texts and styles). */
export function AuthPage({ title, intro, email, headingRef, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <section className="auth container" aria-labelledby="auth-title">
      <div className="auth__card">
        <h1 id="auth-title" className="auth__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {intro && <p className="auth__intro">{intro}</p>}
        {email && <p className="auth__email">{email}</p>}
        {children}
      </div>
    </section>
  );
}
