import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { envelopeOf } from './common';

export const AUTH_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'Password must be at most 128 characters.',
  otpInvalid: `Enter the ${OTP_LENGTH}-digit code.`,
  confirmRequired: 'Please confirm the new password.',
  passwordsDiffer: 'New password and confirm password must be the same.',
  codeInvalid: 'The verification link is invalid or has expired.',
} as const;

/** Trimmed and lower-cased, so the same address is always the same account. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** scrypt has no length limit of its own; a cap keeps a huge password from costing the server. */
export const PasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128, AUTH_MESSAGES.passwordTooLong);

export const RegisterBodySchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(100, AUTH_MESSAGES.nameTooLong),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const OtpSchema = z
  .string({ error: AUTH_MESSAGES.otpInvalid })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalid);

export const VerifyOtpBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const ResetPasswordBodySchema = z
  .object({
    email: EmailSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const VerifyEmailParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, AUTH_MESSAGES.codeInvalid),
});

export const RoleSchema = z.enum(ROLES);

export const AuthUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginResponseSchema = envelopeOf(
  z.object({
    /** SPEC §7 spells it `accesstoken`; `accessToken` carries the same value for clarity. */
    accesstoken: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    user: AuthUserSchema,
  }),
);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = envelopeOf(
  z.object({ accessToken: z.string(), refreshToken: z.string() }),
);
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const RegisterResponseSchema = envelopeOf(z.object({ email: z.string() }));
