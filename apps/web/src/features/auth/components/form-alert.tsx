// Screens without a form field (the verification result) need the shared alert styles too.
import '@/components/form.css';
import type { ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/**
 * A failure is announced at once (role alert); a confirmation politely (role status). Styled by
 * the shared form.css (`form-alert`, `form-notice`).
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <div
      className={tone === 'error' ? 'form-alert' : 'form-notice'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
