import { formatPhone } from '@app/shared';
import type { ReactNode } from 'react';
import { telHref } from '../lib/tel-href';

interface PhoneLinkProps {
  number: string | null | undefined;
  /** Shown instead when there is no number ('Not given'); nothing by default. */
  fallback?: ReactNode;
  className?: string;
}

/** A phone number as a tel: link, shown 4-3-rest (9841-234-567). */
export function PhoneLink({ number, fallback = null, className }: PhoneLinkProps) {
  if (!number?.trim()) return fallback;
  return (
    <a
      className={className ? `text-link phone-link ${className}` : 'text-link phone-link'}
      href={telHref(number)}
    >
      {formatPhone(number)}
    </a>
  );
}
