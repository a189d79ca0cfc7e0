import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../../constants';
import { codesOf } from '../../messages/codes';

/** The longest name an owner can show on their listings. */
export const DISPLAY_NAME_MAX = 50;

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
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'Invalid email or password.',
  emailNotVerified:
    'Please verify your email before logging in. Check your inbox, or ask for a new verification link.',
  sessionExpired: 'Your session has expired. Please log in again.',
  refreshMissing: 'Refresh token missing',
  otpIncorrect: 'The code is incorrect or has expired. Please try again or request a new code.',
  otpLocked: 'Too many wrong codes. Please request a new code.',
  resetNotAllowed: 'Your reset code has expired or was already used. Please request a new code.',
  registered: 'Registration successful. Please check your email to verify your account.',
  verificationSent: 'If an account with this email needs verification, we have sent a new link.',
  emailVerified: 'Your email is verified. You can now log in.',
  loggedIn: 'Login successful.',
  tokenRefreshed: 'Token refreshed.',
  loggedOut: 'Logged out.',
  otpSent: 'OTP sent successfully.',
  otpVerified: 'Code verified. You can now set a new password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  displayNameTooLong: `Your display name can be at most ${DISPLAY_NAME_MAX} characters.`,
  displayNameSaved: 'Your display name is saved.',
} as const;

/** The codes of AUTH_MESSAGES ('auth.emailRequired'): what schemas and the API send. */
export const AUTH_CODES = codesOf('auth', AUTH_MESSAGES);
