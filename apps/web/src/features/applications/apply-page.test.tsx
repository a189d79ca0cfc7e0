import type { Hostel } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { i18n } from '@/i18n';
import { readDraft, saveDraft } from '@/lib/form-draft';
import {
  callsTo,
  deferred,
  failure,
  jsonBodyOf,
  jsonResponse,
  offlineFirst,
  ok,
  requestedUrls,
  stubApi,
} from '@/test/api-stub';
import { makeListedHostel, makeProperty, makeUser } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { ApplyPage } from './apply-page';

const routes: RouteObject[] = [
  { path: '/apply/:id', Component: ApplyPage },
  // Stand in for the search and login pages, which other features build.
  { path: '/bhada/:kind', element: <p>Search page</p> },
  { path: '/login', element: <p>Login page</p> },
];

/** The apply screen at the last of `entries`, with the ones before it as browser history. */
const renderApply = (...entries: string[]) => renderRoutes(routes, ...entries);

// Ids as the server makes them (UUIDs): the screen shows "Page not found" for anything else.
const HOSTEL_ID = '6f1c2a9e-3b0d-4c59-9a6e-0d2f5b7c8e11';
const PROPERTY_ID = '0b8d7e6f-5a4c-4b3a-9d2e-1f0a9b8c7d66';

/** The verified hostel applied to. */
const theHostel = (overrides: Partial<Hostel> = {}) =>
  makeListedHostel({
    _id: HOSTEL_ID,
    name: 'Everest Girls Hostel',
    location: 'Baneshwor, Kathmandu',
    price: 8000,
    ...overrides,
  });
/** The verified property applied to, without photos. */
const theProperty = () => makeProperty({ _id: PROPERTY_ID, name: 'Two rooms in Lalitpur', verified: true });

const HOSTEL_URL = `/api/hostels/get/${HOSTEL_ID}`;
const notFound = () => jsonResponse(failure('Listing not found'), 404);
const created = () => jsonResponse(ok({ _id: 'a1' }, 'Application submitted.'), 201);

const field = {
  name: () => screen.getByLabelText('Full name'),
  email: () => screen.getByLabelText('Email address'),
  phone: () => screen.getByLabelText('Phone number'),
  people: () => screen.getByLabelText('Number of people'),
  rooms: () => screen.getByLabelText('Number of rooms'),
  location: () => screen.getByLabelText(/^Preferred location/),
};
const submit = () => screen.getByRole('button', { name: 'Submit application' });

async function fillValid(user: UserEvent) {
  await user.type(field.name(), '  Sita Sharma ');
  await user.type(field.email(), 'Sita@Example.com');
  await user.type(field.phone(), '9841-234-567');
  await user.clear(field.people());
  await user.type(field.people(), '2');
  await user.type(field.location(), 'Baneshwor');
}

describe('apply screen', () => {
  it('shows the published required messages from the shared schema, tied to their fields, and sends nothing', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())) });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });

    await user.clear(field.people());
    await user.clear(field.rooms());
    await user.click(submit());
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAccessibleDescription('Please enter your full name');
    expect(field.email()).toHaveAccessibleDescription('Please enter your email address');
    expect(field.phone()).toHaveAccessibleDescription(
      'At least 10 digits, such as 98XXXXXXXX Please enter your phone number',
    );
    expect(field.people()).toHaveAccessibleDescription('Please enter the number of people');
    expect(field.rooms()).toHaveAccessibleDescription('Please enter the number of rooms');
    expect(field.location()).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${HOSTEL_ID}`)).toHaveLength(0);
  });

  it('checks the email format, 10 phone digits and at least 1 person and 1 room', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())) });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });

    await user.type(field.name(), 'Sita');
    await user.type(field.email(), 'sita@example');
    await user.type(field.phone(), '98412');
    await user.clear(field.people());
    await user.type(field.people(), '0');
    await user.clear(field.rooms());
    await user.type(field.rooms(), '0');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field.email()).toHaveFocus();
    expect(screen.getByText('Phone number must have at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Number of people must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Number of rooms must be at least 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${HOSTEL_ID}`)).toHaveLength(0);
  });

  it('warns above the form never to pay before seeing the room, as a calm note (no alert)', async () => {
    stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())) });
    renderApply(`/apply/${HOSTEL_ID}`);
    const form = await screen.findByRole('region', { name: 'Your details' });
    expect(
      within(form).getByText(/Never pay a deposit or fee before you have seen the room/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has phone and number keyboards and autocomplete for the applicant’s details', async () => {
    stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())) });
    renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('inputmode', 'tel');
    expect(field.people()).toHaveAttribute('inputmode', 'numeric');
    expect(field.rooms()).toHaveAttribute('inputmode', 'numeric');
  });

  it('a hostel found by GET /hostels/get/{id}: summary above the form, posts to /add-buyer/hostel/{id}, alert OK goes back one page', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: () => answer.promise,
    });
    const { user, router } = renderApply('/bhada/hostel?location=Baneshwor', `/apply/${HOSTEL_ID}`);

    const summary = await screen.findByRole('region', { name: 'Everest Girls Hostel' });
    expect(within(summary).getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Baneshwor, Kathmandu')).toBeInTheDocument();
    expect(within(summary).getByText('Rs. 8,000', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Photo of Everest Girls Hostel' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    // The summary comes before the form.
    expect(summary.compareDocumentPosition(field.name()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await fillValid(user);
    await user.click(submit());
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answer.resolve(created());

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Application submitted. The owner will contact you soon.');
    const posts = callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${HOSTEL_ID}`);
    expect(posts).toHaveLength(1);
    expect(jsonBodyOf(posts[0])).toEqual({
      name: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '9841-234-567',
      No_of_people: 2,
      No_of_rooms: 1,
      location: 'Baneshwor',
    });
    expect(callsTo(fetchMock, `/api/landlords/${HOSTEL_ID}`)).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bhada/hostel'));
    expect(router.state.location.search).toBe('?location=Baneshwor');
  });

  it('hostel 404, property found: posts to /add-buyer/{id}; opened directly, OK goes to the rooms search', async () => {
    const fetchMock = stubApi({
      [`GET /api/hostels/get/${PROPERTY_ID}`]: notFound,
      [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(theProperty())),
      [`POST /api/buyers/add-buyer/${PROPERTY_ID}`]: created,
    });
    const { user, router } = renderApply(`/apply/${PROPERTY_ID}`);

    const summary = await screen.findByRole('region', { name: 'Two rooms in Lalitpur' });
    expect(within(summary).getByText('Room or flat for rent', { exact: false })).toBeInTheDocument();
    expect(
      within(summary).getByRole('img', { name: 'No photo of Two rooms in Lalitpur' }),
    ).toBeInTheDocument();

    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alertdialog');
    expect(callsTo(fetchMock, `/api/buyers/add-buyer/${PROPERTY_ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${PROPERTY_ID}`)).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bhada/bhada'));
  });

  it('a ?kind= hint only orders the requests: the listing’s answer decides where to post', async () => {
    const fetchMock = stubApi({
      // The hint says property, but the id is a hostel's.
      [`GET /api/landlords/${HOSTEL_ID}`]: notFound,
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: created,
    });
    const { user } = renderApply(`/apply/${HOSTEL_ID}?kind=bhada`);
    await screen.findByRole('region', { name: 'Everest Girls Hostel' });
    expect(requestedUrls(fetchMock)).toEqual([`/api/landlords/${HOSTEL_ID}`, HOSTEL_URL]);
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('alertdialog');
    expect(callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${HOSTEL_ID}`)).toHaveLength(1);
  });

  it('a 409 shows the server’s message in an alert and keeps everything typed', async () => {
    const duplicate = 'You have already applied to this listing with this email. The owner will contact you.';
    stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: () => jsonResponse(failure(duplicate), 409),
    });
    const { user, router } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('region', { name: 'Everest Girls Hostel' });
    await fillValid(user);
    await user.click(submit());

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(duplicate);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/apply/${HOSTEL_ID}`);
    expect(submit()).toHaveFocus();
    expect(field.name()).toHaveValue('  Sita Sharma ');
    expect(field.email()).toHaveValue('Sita@Example.com');
    expect(field.phone()).toHaveValue('9841-234-567');
    expect(field.people()).toHaveValue('2');
    expect(field.rooms()).toHaveValue('1');
    expect(field.location()).toHaveValue('Baneshwor');
  });

  it('with no answer from the server, says the published fallback and keeps the form', async () => {
    stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: () => Promise.reject(new TypeError('offline')),
    });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('region', { name: 'Everest Girls Hostel' });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Submission failed. Please try again.');
    expect(field.email()).toHaveValue('Sita@Example.com');
  });

  it('a listing that failed to load says so with Retry', async () => {
    stubApi({ [`GET ${HOSTEL_URL}`]: offlineFirst(() => jsonResponse(ok(theHostel()))) });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to load property details. Please try again.');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
  });

  it('a listing neither endpoint has: not found, with links to both searches', async () => {
    stubApi({
      [`GET ${HOSTEL_URL}`]: notFound,
      [`GET /api/landlords/${HOSTEL_ID}`]: notFound,
    });
    renderApply(`/apply/${HOSTEL_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing could not be found.');
    expect(screen.getByRole('link', { name: 'Find a hostel' })).toHaveAttribute('href', '/bhada/hostel');
    expect(screen.getByRole('link', { name: 'Find a room or flat' })).toHaveAttribute('href', '/bhada/bhada');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'rented',
      { sold: true },
      'This place has already been rented, so it is not accepting applications.',
    ],
    ['ne', 'rented', { sold: true }, 'यो ठाउँ भाडामा गइसकेको छ, त्यसैले यसले आवेदन लिइरहेको छैन।'],
    // Held by reports, out of date, or its owner's before verification: the server says canApply false.
    ['en', 'not open', { canApply: false }, 'This listing is not accepting applications right now.'],
    ['ne', 'not open', { canApply: false }, 'यो सूचीले अहिले आवेदन लिइरहेको छैन।'],
  ] as const)('in %s, a %s listing takes no applications and says why', async (language, _, state, text) => {
    await i18n.changeLanguage(language);
    stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel(state))) });
    renderApply(`/apply/${HOSTEL_ID}`);
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
    expect(
      screen.queryByRole('button', { name: /Submit application|आवेदन पठाउनुहोस्/ }),
    ).not.toBeInTheDocument();
  });

  it('a refusal after the page loaded (rented meanwhile) shows the server’s message in the reader’s language', async () => {
    await i18n.changeLanguage('ne');
    const rented = 'This place has already been rented, so it is not accepting applications.';
    stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: () =>
        jsonResponse(failure(rented, { messageCode: 'applications.rented' }), 409),
    });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await user.type(await screen.findByLabelText('पूरा नाम'), 'Sita Sharma');
    await user.type(screen.getByLabelText('इमेल ठेगाना'), 'sita@example.com');
    await user.type(screen.getByLabelText('फोन नम्बर'), '9841234567');
    await user.click(screen.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'यो ठाउँ भाडामा गइसकेको छ, त्यसैले यसले आवेदन लिइरहेको छैन।',
    );
  });

  it('speaks Nepali, schema messages included', async () => {
    await i18n.changeLanguage('ne');
    stubApi({ [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())) });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'यो सूचीका लागि आवेदन दिनुहोस्' });
    await user.click(await screen.findByRole('button', { name: 'आवेदन पठाउनुहोस्' }));
    expect(await screen.findByText('कृपया आफ्नो पूरा नाम लेख्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('रु. ८,०००', { exact: false })).toBeInTheDocument();
  });
  it('should the server ask for a login, keeps what was typed, says “Please login” and goes to /login', async () => {
    stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: () => jsonResponse(failure('Please login'), 401),
    });
    const { user } = renderApply(`/apply/${HOSTEL_ID}?kind=hostel`);
    await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });
    await fillValid(user);
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog', { name: 'Please login' });
    expect(readDraft(`apply:${HOSTEL_ID}`)?.values).toEqual({
      name: '  Sita Sharma ',
      email: 'Sita@Example.com',
      phone: '9841-234-567',
      No_of_people: '2',
      No_of_rooms: '1',
      location: 'Baneshwor',
    });
    expect(JSON.parse(localStorage.getItem('returnTo') ?? 'null')).toMatchObject({
      path: `/apply/${HOSTEL_ID}?kind=hostel`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('back from the login, starts from what was typed for this listing, and forgets it once sent', async () => {
    await saveDraft(`apply:${HOSTEL_ID}`, {
      name: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '9841234567',
      No_of_people: '3',
      No_of_rooms: '2',
      location: '',
    });
    await saveDraft(`apply:${PROPERTY_ID}`, { name: 'Someone else' });
    const fetchMock = stubApi({
      [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: created,
    });
    const { user } = renderApply(`/apply/${HOSTEL_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });

    expect(screen.getByText('We kept what you typed. Check it and press Submit.')).toBeInTheDocument();
    expect(field.name()).toHaveValue('Sita Sharma');
    expect(field.people()).toHaveValue('3');
    expect(field.rooms()).toHaveValue('2');
    await user.click(submit());

    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, `/api/buyers/add-buyer/hostel/${HOSTEL_ID}`)[0])).toMatchObject({
      name: 'Sita Sharma',
      No_of_people: 3,
      No_of_rooms: 2,
    });
    expect(readDraft(`apply:${HOSTEL_ID}`)).toBeNull();
    expect(readDraft(`apply:${PROPERTY_ID}`)).not.toBeNull();
  });

  describe('logged in', () => {
    const account = makeUser({ name: 'Sita Sharma', displayName: null, email: 'sita@example.com' });

    it('starts from the account: the name (the chosen display name first) and the email', async () => {
      logIn();
      stubApi({
        'GET /api/user/user-details': () => jsonResponse(ok({ ...account, displayName: 'Sita S.' })),
        [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      });
      renderApply(`/apply/${HOSTEL_ID}`);
      await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });

      await waitFor(() => expect(field.name()).toHaveValue('Sita S.'));
      expect(field.email()).toHaveValue('sita@example.com');
      expect(field.phone()).toHaveValue('');
    });

    it('and the phone of its latest application, when it made one', async () => {
      logIn();
      stubApi({
        'GET /api/user/user-details': () => jsonResponse(ok({ ...account, phone: '9841000222' })),
        [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      });
      renderApply(`/apply/${HOSTEL_ID}`);
      await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });

      await waitFor(() => expect(field.phone()).toHaveValue('9841000222'));
      expect(field.email()).toHaveValue('sita@example.com');
    });

    it('without a display name, the account name', async () => {
      logIn();
      stubApi({
        'GET /api/user/user-details': () => jsonResponse(ok(account)),
        [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      });
      renderApply(`/apply/${HOSTEL_ID}`);
      await waitFor(() => expect(field.name()).toHaveValue('Sita Sharma'));
    });

    it('a restored draft wins over the account', async () => {
      await saveDraft(`apply:${HOSTEL_ID}`, {
        name: 'Gita Gurung',
        email: 'gita@example.com',
        phone: '9841234567',
      });
      logIn();
      const details = deferred<Response>();
      stubApi({
        'GET /api/user/user-details': () => details.promise,
        [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
      });
      const { queryClient } = renderApply(`/apply/${HOSTEL_ID}`);
      await screen.findByRole('heading', { level: 2, name: 'Everest Girls Hostel' });
      details.resolve(jsonResponse(ok({ ...account, phone: '9800000000' })));
      await waitFor(() => expect(queryClient.getQueryData(['user', 'details'])).toBeDefined());

      expect(field.name()).toHaveValue('Gita Gurung');
      expect(field.email()).toHaveValue('gita@example.com');
      expect(field.phone()).toHaveValue('9841234567');
    });

    it('after applying, the success points to My applications, which is read again', async () => {
      logIn();
      stubApi({
        'GET /api/user/user-details': () => jsonResponse(ok(account)),
        [`GET ${HOSTEL_URL}`]: () => jsonResponse(ok(theHostel())),
        [`POST /api/buyers/add-buyer/hostel/${HOSTEL_ID}`]: created,
      });
      const { user, queryClient } = renderApply(`/apply/${HOSTEL_ID}`);
      queryClient.setQueryData(queryKeys.applications.mine(), { pages: [], pageParams: [] });
      await waitFor(() => expect(field.email()).toHaveValue('sita@example.com'));
      await user.type(field.phone(), '9841234567');
      await user.click(submit());

      const alert = await screen.findByRole('alertdialog');
      // My applications is read again when next shown, with the new one.
      expect(queryClient.getQueryState(queryKeys.applications.mine())?.isInvalidated).toBe(true);
      expect(within(alert).getByRole('link', { name: 'My applications' })).toHaveAttribute(
        'href',
        '/my-applications',
      );
    });
  });
});
