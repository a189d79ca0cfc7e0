/**
 * The `auth` namespace: login, registration, email verification and password recovery.
 * Texts that SPEC.md quotes are kept exactly as SPEC writes them (i18n.test.ts checks the
 * validation ones against AUTH_MESSAGES of @app/shared).
 */
export const authEn = {
  fields: {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint: 'At least 6 characters.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    showNewPassword: 'Show new password',
    hideNewPassword: 'Hide new password',
    showConfirmPassword: 'Show confirmed password',
    hideConfirmPassword: 'Hide confirmed password',
  },
  login: {
    title: 'Login',
    intro: 'Welcome back. Log in to manage your listings and applications.',
    submit: 'Login',
    submitting: 'Logging in…',
    forgotPassword: 'Forgot Password?',
    noAccount: 'New to Ghar Bhada?',
    register: 'Register',
    failed: 'Login failed. Try again.',
    resendLink: 'Resend verification link',
    resending: 'Sending…',
  },
  register: {
    title: 'Register',
    intro: 'Create a free account to list a property or apply for a room.',
    submit: 'Register',
    submitting: 'Registering…',
    haveAccount: 'Already have an account?',
    login: 'Login',
    failed: 'Registration failed. Try again.',
  },
  verifyPending: {
    title: 'Verify your email',
    sentTo: 'We have sent a verification link to:',
    text: 'Open it to activate your account. The link works once, for 24 hours.',
    noMail: 'No email? Check your spam folder, or send the link again.',
    resend: 'Resend verification email',
    resending: 'Sending…',
    goToLogin: 'Go to Login',
  },
  verifyEmail: {
    verifyingTitle: 'Verifying your email…',
    verifyingText: 'Please wait a moment.',
    successTitle: 'Email verified',
    successText: 'Your email is verified. You can now log in.',
    countdown_one: 'Taking you to the login page in {{count}} second…',
    countdown_other: 'Taking you to the login page in {{count}} seconds…',
    goToLoginNow: 'Go to Login Now',
    errorTitle: 'Verification failed',
    errorText: 'The verification link is invalid or has expired.',
    resend: 'Resend verification email',
    home: 'Back to home',
  },
  resend: {
    title: 'Resend verification email',
    intro: 'Enter the email you registered with and we will send you a new verification link.',
    submit: 'Send link',
    submitting: 'Sending…',
    failed: 'Something went wrong. Please try again.',
    backToLogin: 'Back to Login',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the email of your account. We will send you a 6-digit code (OTP) to reset your password.',
    submit: 'Send OTP',
    submitting: 'Sending...',
    buttonHint: 'The button becomes active once the email address is complete.',
    failed: 'Something went wrong!',
    backToLogin: 'Back to Login',
  },
  otp: {
    title: 'Enter verification code',
    sentTo: 'We have sent a 6-digit code to:',
    expiry: 'The code expires in 10 minutes.',
    groupLabel: 'Verification code',
    digit: 'Digit {{index}} of {{total}}',
    submit: 'Verify',
    submitting: 'Verifying…',
    failed: 'Verification failed. Please try again.',
    resend: 'Send a new code',
    resending: 'Sending…',
    changeEmail: 'Use a different email',
  },
  reset: {
    title: 'Reset password',
    intro: 'Choose a new password for:',
    submit: 'Reset password',
    submitting: 'Saving…',
    failed: 'Something went wrong. Please try again.',
    requestNewCode: 'Request a new code',
  },
  notices: {
    verificationSent: 'If an account with this email needs verification, we have sent a new link.',
    otpSent: 'OTP sent successfully.',
    passwordReset: 'Your password has been reset. Please log in with your new password.',
  },
  errors: {
    network: 'Network Error. Please check your connection and try again.',
  },
  /** The schemas' messages (AUTH_MESSAGES of @app/shared), by the same keys. */
  validation: {
    nameRequired: 'Please enter your name',
    nameTooLong: 'Name must be at most 100 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters.',
    passwordTooLong: 'Password must be at most 128 characters.',
    otpInvalid: 'Enter the 6-digit code.',
    confirmRequired: 'Please confirm the new password.',
    passwordsDiffer: 'New password and confirm password must be the same.',
    codeInvalid: 'The verification link is invalid or has expired.',
  },
  /**
   * Server answers by `code`, for the Nepali UI (the server writes English). English shows the
   * server's own message.
   */
  serverErrors: {
    UNAUTHORIZED: 'Invalid email or password.',
    EMAIL_NOT_VERIFIED:
      'Please verify your email before logging in. Check your inbox, or ask for a new verification link.',
    CONFLICT: 'An account with this email already exists. Please log in instead.',
    RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
    OTP_INVALID: 'The code is incorrect or has expired. Please try again or request a new code.',
    OTP_LOCKED: 'Too many wrong codes. Please request a new code.',
    RESET_NOT_ALLOWED: 'Your reset code has expired or was already used. Please request a new code.',
    CODE_INVALID: 'The verification link is invalid or has expired.',
  },
};

export type AuthResources = typeof authEn;
