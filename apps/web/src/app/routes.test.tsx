import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths, type routePatterns } from '../config/paths';
import { stubOffline } from '../test/api-stub';
import { renderApp } from '../test/render';

// Ids as the server makes them (UUIDs); a screen given anything else shows the 404 page.
const ID = '2b7e1c4d-9a3f-4e5b-8c6d-1f2a3b4c5d6e';
const TASK_ID = '5e6f7a8b-1c2d-4e3f-9a4b-6c7d8e9f0a1b';

// Keyed by route pattern, so a route added to paths.ts without a case here fails to compile.
const cases: Record<keyof typeof routePatterns, [url: string, heading: RegExp]> = {
  home: [paths.home(), /verified room, flat or hostel/],
  login: [paths.login(), /^Login$/],
  register: [paths.register(), /^Register$/],
  gharbeti: [paths.gharbeti(), /^List your property$/],
  hostel: [paths.hostel(), /^List your hostel$/],
  search: [paths.search('hostel'), /^Find a hostel$/],
  apply: [paths.apply(ID), /^Apply for this listing$/],
  // Admin only: a visitor sees the gate; the listings tests cover the admin's view.
  unverified: [paths.unverified(), /^Unauthorized: Admin access only$/],
  verify: [paths.verify(ID), /^Unauthorized: Admin access only$/],
  // Freelancers only: a visitor is asked to log in; the tasks tests cover the freelancer's view.
  verifyTask: [paths.verify(ID, TASK_ID), /^Please log in$/],
  controlHostel: [paths.controlHostel(), /^My listings$/],
  editDetails: [paths.editDetails(ID), /^Edit hostel details$/],
  editImage: [paths.editImage(ID), /^Edit hostel photos$/],
  editProperty: [paths.editProperty(ID), /^Edit property details$/],
  editPropertyImages: [paths.editPropertyImages(ID), /^Edit property photos$/],
  // Without a code the screen goes straight to its error view.
  verifyEmail: [paths.verifyEmail(), /^Verification failed$/],
  resendVerification: [paths.resendVerification(), /^Resend verification email$/],
  // Admin only: a visitor sees the gate; applications tests cover the admin's view.
  listBuyer: [paths.listBuyer(), /^Unauthorized: Admin access only$/],
  // Admin only: a visitor sees the gate; the freelancers tests cover the admin's view.
  listFreelancer: [paths.listFreelancer(), /^Unauthorized: Admin access only$/],
  taskReq: [paths.taskReq(), /^Please log in$/],
  acceptedWork: [paths.acceptedWork(), /^Please log in$/],
  forgotPassword: [paths.forgotPassword(), /^Forgot password$/],
  // Opened without an email in navigation state, these two redirect; auth-recovery tests
  // cover them with state.
  verificationOtp: [paths.verificationOtp(), /^Forgot password$/],
  resetPassword: [paths.resetPassword(), /verified room, flat or hostel/],
  privacy: [paths.privacy(), /^Privacy Policy$/],
  terms: [paths.terms(), /^Terms of Service$/],
  // Without a token the screen says the link is invalid, sending nothing.
  confirmAvailable: [paths.confirmAvailable(), /^Still available$/],
  // Admin only: a visitor sees the gate; the reports tests cover the admin's view.
  reports: [paths.reports(), /^Unauthorized: Admin access only$/],
  savedSearches: [paths.savedSearches(), /^Saved searches$/],
  // A visitor is asked to log in on the page itself; the applications tests cover the tenant's view.
  myApplications: [paths.myApplications(), /^My applications$/],
  // Without a token the screen says the link is invalid, sending nothing.
  unsubscribe: [paths.unsubscribe(), /^Stop emails for a saved search$/],
  shortlist: [paths.shortlist(), /^Your shortlist$/],
  sharedShortlist: [paths.sharedShortlist('A'.repeat(43)), /^A shortlist shared with you$/],
};

describe('router', () => {
  // Which screen renders is the point here, not its data.
  beforeEach(stubOffline);

  it.each([...Object.values(cases), [paths.search('bhada'), /^Find a room or flat$/]])(
    '%s renders its screen, not the 404 page',
    async (url, heading) => {
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    },
  );

  it.each([
    '/no-such-page',
    '/bhada/flat',
    '/apply',
    '/verify/a/b/c',
    '/edit-details/abc',
    '/edit-image/abc',
    '/edit-property/abc',
    '/edit-property-image/abc',
  ])('%s renders the 404 page', async (url) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
