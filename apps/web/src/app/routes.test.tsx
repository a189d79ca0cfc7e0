import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type routePatterns } from '../config/paths';
import { renderApp } from '../test/render';

// Keyed by route pattern, so a route added to paths.ts without a case here fails to compile.
const cases: Record<keyof typeof routePatterns, [url: string, heading: RegExp]> = {
  home: [paths.home(), /verified room, flat or hostel/],
  login: [paths.login(), /^Login: coming soon$/],
  register: [paths.register(), /^Register: coming soon$/],
  gharbeti: [paths.gharbeti(), /^List your property: coming soon$/],
  hostel: [paths.hostel(), /^List your hostel: coming soon$/],
  search: [paths.search('hostel'), /^Find a hostel: coming soon$/],
  apply: [paths.apply('abc123'), /^Apply for a listing: coming soon$/],
  unverified: [paths.unverified(), /^Unverified listings: coming soon$/],
  verify: [paths.verify('abc123'), /^Verify a property: coming soon$/],
  verifyTask: [paths.verify('abc123', 'task9'), /^Complete a verification task: coming soon$/],
  controlHostel: [paths.controlHostel(), /^My hostels: coming soon$/],
  editDetails: [paths.editDetails('abc123'), /^Edit hostel details: coming soon$/],
  editImage: [paths.editImage('abc123'), /^Edit hostel photos: coming soon$/],
  verifyEmail: [paths.verifyEmail('a-code'), /^Email verification: coming soon$/],
  resendVerification: [paths.resendVerification(), /^Resend verification email: coming soon$/],
  listBuyer: [paths.listBuyer(), /^Buyer applications: coming soon$/],
  listFreelancer: [paths.listFreelancer(), /^Unverified freelancers: coming soon$/],
  taskReq: [paths.taskReq(), /^My tasks: coming soon$/],
  acceptedWork: [paths.acceptedWork(), /^Accepted tasks: coming soon$/],
  forgotPassword: [paths.forgotPassword(), /^Forgot password: coming soon$/],
  verificationOtp: [paths.verificationOtp(), /^Enter verification code: coming soon$/],
  resetPassword: [paths.resetPassword(), /^Reset password: coming soon$/],
  privacy: [paths.privacy(), /^Privacy Policy$/],
  terms: [paths.terms(), /^Terms of Service$/],
};

describe('router', () => {
  it.each([...Object.values(cases), [paths.search('bhada'), /^Find a room or flat: coming soon$/]])(
    '%s renders its screen, not the 404 page',
    async (url, heading) => {
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    },
  );

  it.each(['/no-such-page', '/bhada/flat', '/apply', '/verify/a/b/c'])(
    '%s renders the 404 page',
    async (url) => {
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );
});
