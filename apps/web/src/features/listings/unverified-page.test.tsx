import type { Hostel, Property } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  failure,
  jsonResponse,
  ok,
  pagedResponse,
  requestedUrls,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeHostel, makeProperty, makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const UNAUTHORIZED = 'Unauthorized: Admin access only';
/** The first render loads the lazy route chunks and the user-details schema: slow on a busy machine. */
const SLOW_START = { timeout: 5000 };

function logInAsAdmin() {
  logIn();
  localStorage.setItem('status', 'IsAdmin');
}

describe('unverified queue (/unverified)', () => {
  it('is for admins only: “Unauthorized: Admin access only” for a logged-in user', async () => {
    logIn();
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'USER' }))),
    });
    renderApp('/unverified');

    expect(
      await screen.findByRole('heading', { level: 1, name: UNAUTHORIZED }, SLOW_START),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/landlords/')).toHaveLength(0);
  });

  it('needs the stored admin status AND the ADMIN role', async () => {
    logIn();
    localStorage.setItem('status', 'IsAdmin');
    stubApi({ 'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'USER' }))) });
    renderApp('/unverified');

    expect(
      await screen.findByRole('heading', { level: 1, name: UNAUTHORIZED }, SLOW_START),
    ).toBeInTheDocument();
  });

  it('shows the published empty states', async () => {
    logInAsAdmin();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': () => jsonResponse(ok([])),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok([])),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
    });
    renderApp('/unverified');

    expect(await screen.findByText('No unverified properties found.', {}, SLOW_START)).toBeInTheDocument();
    expect(await screen.findByText('No unverified hostels found.')).toBeInTheDocument();
  });

  it('a listing back in the queue after its verification ran out says what that verification was', async () => {
    logInAsAdmin();
    const at = '2026-04-02T06:00:00.000Z';
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': () =>
        jsonResponse(ok([makeProperty({ verified: true, verification: { level: 'visited', at } })])),
      'GET /api/hostels/get-unhostel': () =>
        jsonResponse(ok([makeHostel({ verified: true, verification: { level: 'checked', at } })])),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
    });
    renderApp('/unverified');

    expect(await screen.findByText('Visited and measured on 2 Apr 2026', {}, SLOW_START)).toBeInTheDocument();
    expect(await screen.findByText('Details checked by our team, not yet visited')).toBeInTheDocument();
  });

  it('opens the verification form for a property, and verifies a hostel directly', async () => {
    logInAsAdmin();
    let hostels = [makeHostel()];
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': () => jsonResponse(ok([makeProperty()])),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok(hostels)),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
      'PUT /api/hostels/verify/h1': () => {
        hostels = [];
        return jsonResponse(ok(makeHostel({ verified: true })));
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
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': () => jsonResponse(failure(''), 500),
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok([])),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
    });
    renderApp('/unverified');

    expect(
      await screen.findByText('Failed to fetch properties. Please try again.', {}, SLOW_START),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages each queue: “Showing 20 of 23”, and Load more brings the rest with the focus on the first new one', async () => {
    logInAsAdmin();
    const properties = Array.from({ length: 23 }, (_, i) =>
      makeProperty({ _id: `p${i + 1}`, name: `Property ${i + 1}` }),
    );
    const hostels = Array.from({ length: 21 }, (_, i) =>
      makeHostel({ _id: `h${i + 1}`, name: `Hostel ${i + 1}` }),
    );
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': pagedBy(properties),
      'GET /api/hostels/get-unhostel': pagedBy(hostels),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
    });
    const { user } = renderApp('/unverified');

    const propertySection = await screen.findByRole('region', { name: 'Properties' }, SLOW_START);
    expect(await within(propertySection).findByText('Showing 20 of 23 properties')).toBeInTheDocument();
    expect(within(propertySection).getAllByRole('link', { name: 'Verify property' })).toHaveLength(20);
    const hostelSection = screen.getByRole('region', { name: 'Hostels' });
    expect(await within(hostelSection).findByText('Showing 20 of 21 hostels')).toBeInTheDocument();

    await user.click(within(propertySection).getByRole('button', { name: 'Load more properties' }));
    expect(await within(propertySection).findByText('Showing 23 of 23 properties')).toBeInTheDocument();
    expect(within(propertySection).getAllByRole('link', { name: 'Verify property' })).toHaveLength(23);
    expect(within(propertySection).getByRole('heading', { name: 'Property 21' })).toHaveFocus();
    expect(within(propertySection).queryByRole('button', { name: 'Load more properties' })).toBeNull();
    // The other queue keeps its own page.
    expect(within(hostelSection).getByText('Showing 20 of 21 hostels')).toBeInTheDocument();

    await user.click(within(hostelSection).getByRole('button', { name: 'Load more hostels' }));
    expect(await within(hostelSection).findByText('Showing 21 of 21 hostels')).toBeInTheDocument();
    expect(within(hostelSection).getByRole('heading', { name: 'Hostel 21' })).toHaveFocus();

    // The layout's own reads (the nav's role and shortlist count) and the cards' open tasks are not the queues'.
    const queueReads = requestedUrls(fetchMock).filter(
      (u) => !/user-details|\/shortlist\/|open-tasks/.test(u),
    );
    expect(queueReads).toEqual([
      '/api/landlords/?page=1&limit=20',
      '/api/hostels/get-unhostel?page=1&limit=20',
      '/api/landlords/?page=2&limit=20',
      '/api/hostels/get-unhostel?page=2&limit=20',
    ]);
  });

  it('keeps what it has and offers Load more again when the next page fails', async () => {
    logInAsAdmin();
    const properties = Array.from({ length: 21 }, (_, i) =>
      makeProperty({ _id: `p${i + 1}`, name: `Property ${i + 1}` }),
    );
    const serve = pagedBy(properties);
    let failNext = true;
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      'GET /api/landlords/': (init, url) => {
        if (url.includes('page=2') && failNext) {
          failNext = false;
          return jsonResponse(failure(''), 500);
        }
        return serve(init, url);
      },
      'GET /api/hostels/get-unhostel': () => jsonResponse(ok([])),
      'GET /api/freelance/open-tasks': () => jsonResponse(ok([])),
    });
    const { user } = renderApp('/unverified');

    const section = await screen.findByRole('region', { name: 'Properties' }, SLOW_START);
    await user.click(await within(section).findByRole('button', { name: 'Load more properties' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to fetch properties. Please try again.',
    );
    expect(within(section).getByText('Showing 20 of 21 properties')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Load more properties' }));
    expect(await within(section).findByText('Showing 21 of 21 properties')).toBeInTheDocument();
  });
});

/** A stand-in for a paged admin queue: answers the page and limit asked for, with the total. */
function pagedBy(items: (Property | Hostel)[]): Handler {
  return (_init, url) => pagedResponse(items, url);
}
