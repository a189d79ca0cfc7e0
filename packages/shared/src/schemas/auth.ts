import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { envelopeOf } from './common';
import { DISPLAY_NAME_MAX, AUTH_CODES } from './messages/auth';

// The messages live without zod, for screens that show them without validating (messages/auth.ts).
export { DISPLAY_NAME_MAX, AUTH_MESSAGES, AUTH_CODES } from './messages/auth';

const C = AUTH_CODES;

/** Trimmed and lower-cased, so the same address is always the same account. */
export const EmailSchema = z
  .string({ error: C.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, C.emailRequired)
  .max(254, C.emailInvalid)
  .pipe(z.email({ error: C.emailInvalid }));

/** scrypt has no length limit of its own; a cap keeps a huge password from costing the server. */
export const PasswordSchema = z
  .string({ error: C.passwordRequired })
  .min(1, C.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, C.passwordTooShort)
  .max(128, C.passwordTooLong);

export const RegisterBodySchema = z.object({
  name: z.string({ error: C.nameRequired }).trim().min(1, C.nameRequired).max(100, C.nameTooLong),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const OtpSchema = z
  .string({ error: C.otpInvalid })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), C.otpInvalid);

export const VerifyOtpBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const ResetPasswordBodySchema = z
  .object({
    email: EmailSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: C.confirmRequired }).min(1, C.confirmRequired),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    error: C.passwordsDiffer,
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const VerifyEmailParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, C.codeInvalid),
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
    /** The published API spells it `accesstoken`; `accessToken` carries the same value for clarity. */
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

/**
 * PUT /user/display-name: the name the owner's listings show as `listedBy`. Blank (or null) goes
 * back to the default, the first word of the account's name.
 */
export const DisplayNameBodySchema = z.object({
  displayName: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string({ error: AUTH_CODES.displayNameTooLong })
      .trim()
      .max(DISPLAY_NAME_MAX, AUTH_CODES.displayNameTooLong)
      .nullable(),
  ),
});
export type DisplayNameBody = z.infer<typeof DisplayNameBodySchema>;
