import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { rememberReturnTo } from '../lib/return-to';

interface LoginLinkProps {
  className?: string;
  /** Runs before leaving, e.g. to keep what the form holds (lib/use-form-draft.ts). */
  onNavigate?: () => void;
  children: ReactNode;
}

/** A link to the login screen that brings the user back to this page after logging in. */
export function LoginLink({ className, onNavigate, children }: LoginLinkProps) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      className={className}
      to={paths.login()}
      onClick={() => {
        rememberReturnTo(`${pathname}${search}${hash}`);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
