import { describe, expect, it } from 'vitest';
import { authEn } from './en';
import { authNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('auth texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(authEn, authNe);
  });

  it('keeps the exact English texts users are promised', () => {
    expect(authEn.login.failed).toBe('Login failed. Try again.');
    expect(authEn.register.failed).toBe('Registration failed. Try again.');
    expect(authEn.verifyEmail.errorText).toBe('The verification link is invalid or has expired.');
    expect(authEn.verifyEmail.goToLoginNow).toBe('Go to Login Now');
    expect(authEn.forgot.submit).toBe('Send OTP');
    expect(authEn.forgot.submitting).toBe('Sending...');
    expect(authEn.forgot.failed).toBe('Something went wrong!');
    expect(authEn.notices.otpSent).toBe('OTP sent successfully.');
  });
});
