import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, failure, jsonResponse, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render';
import { hostelData, logIn, propertyData } from './test/fixtures';

const UNAUTHORIZED = 'Unauthorized: Admin access only';
/** The first render loads the lazy route chunks and the user-details schema: slow on a busy machine. */
const SLOW_START = { timeout: 5000 };

function userDetails(role: 'ADMIN' | 'USER') {
  return { _id: 'u1', name: 'Admin', email: 'admin@example.com', role, hostel: [], task: [] };
}

function logInAsAdmin() {
  logIn();
  localStorage.setItem('status', 'IsAdmin');
}

describe('unverified queue (/unverified)', () => {
  it('is for admins only: “Unauthorized: Admin access only” for a logged-in user', async () => {
    logIn();
    const fetchMock = stubApi({ 'GET /api/user/user-details': () => jsonResponse(ok(userDetails('USER'))) });
    renderApp('/unverified');

    expect(
      await screen.findByRole('heading', { level: 1, name: UNAUTHORIZED }, SLOW_START),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/landlords/')).toHaveLength(0);
  });

  it('needs the stored admin status AND the ADMIN role', async () => {
    logIn();
    localStorage.setItem('status', 'IsAdmin');
    stubApi({ 'GET /api/user/user-details': () => jsonResponse(ok(userDetails('USER'))) });
    renderApp('/unverified');

    expect(
      await screen.findByRole('heading', { level: 1, name: UNAUTHORIZED }, SLOW_START),
    ).toBeInTheDocument();
  });

  it('shows SPEC’s empty states', async () => {
    logInAsAdmin();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(userDetails('ADMIN'))),
      'GET /api/landlords/': () => jsonResponse(ok([])),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok([])),
    });
    renderApp('/unverified');

    expect(await screen.findByText('No unverified properties found.', {}, SLOW_START)).toBeInTheDocument();
    expect(await screen.findByText('No unverified hostels found.')).toBeInTheDocument();
  });

  it('opens the verification form for a property, and verifies a hostel directly', async () => {
    logInAsAdmin();
    let hostels = [hostelData()];
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(userDetails('ADMIN'))),
      'GET /api/landlords/': () => jsonResponse(ok([propertyData()])),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok(hostels)),
      'PUT /api/hostels/verify/h1': () => {
        hostels = [];
        return jsonResponse(ok(hostelData({ verified: true })));
      },
    });
    const { user } = renderApp('/unverified');

    const properties = await screen.findByRole('region', { name: 'Properties' }, SLOW_START);
    expect(await within(properties).findByRole('heading', { name: 'Thapa Niwas' })).toBeInTheDocument();
    const verifyLink = within(properties).getByRole('link', { name: 'Verify property' });
    expect(verifyLink).toHaveAttribute('href', '/verify/p1');
    expect(verifyLink).toHaveAccessibleDescription('Thapa Niwas');
    // The app puts the tasks feature's assign panel under each property (app/routes.ts).
    const assign = within(properties).getByRole('button', { name: 'Assign freelancers' });
    expect(assign).toHaveAccessibleDescription('Thapa Niwas');
    expect(assign).toHaveAttribute('aria-expanded', 'false');

    const hostelSection = screen.getByRole('region', { name: 'Hostels' });
    const verifyButton = await within(hostelSection).findByRole('button', { name: 'Verify hostel' });
    expect(verifyButton).toHaveAccessibleDescription('Everest Boys Hostel');
    await user.click(verifyButton);

    expect(callsTo(fetchMock, '/api/hostels/verify/h1')).toHaveLength(1);
    expect(await within(hostelSection).findByText('No unverified hostels found.')).toBeInTheDocument();
    expect(screen.getByText('“Everest Boys Hostel” is verified.')).toBeInTheDocument();
  });

  it('says so when the properties cannot be fetched, with Retry', async () => {
    logInAsAdmin();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(userDetails('ADMIN'))),
      'GET /api/landlords/': () => jsonResponse(failure(''), 500),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok([])),
    });
    renderApp('/unverified');

    expect(
      await screen.findByText('Failed to fetch properties. Please try again.', {}, SLOW_START),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
