import { EmailSchema } from '@app/shared';

/**
 * What the password-recovery screens hand each other in navigation state. History state
 * survives a reload but can be anything after a manual edit, so each screen reads it defensively.
 */
export interface OtpScreenState {
  email: string;
  /** Set when arriving straight from "Send OTP", to confirm the code is on its way. */
  otpSent?: boolean;
}

export interface ResetScreenState {
  email: string;
  success: true;
}

export interface LoginScreenState {
  notice: 'passwordReset';
}

function record(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function readEmail(value: unknown): string | null {
  const parsed = EmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readOtpScreenState(state: unknown): OtpScreenState | null {
  const { email, otpSent } = record(state);
  const validEmail = readEmail(email);
  return validEmail === null ? null : { email: validEmail, otpSent: otpSent === true };
}

export function readResetScreenState(state: unknown): ResetScreenState | null {
  const { email, success } = record(state);
  const validEmail = readEmail(email);
  return validEmail === null || success !== true ? null : { email: validEmail, success: true };
}

export function readLoginNotice(state: unknown): LoginScreenState['notice'] | null {
  return record(state).notice === 'passwordReset' ? 'passwordReset' : null;
}
