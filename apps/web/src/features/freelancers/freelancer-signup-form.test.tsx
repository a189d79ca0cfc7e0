import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { readDraft, saveDraft } from '@/lib/form-draft';
import {
  callsTo,
  deferred,
  failure,
  jsonResponse,
  ok,
  stubApi,
  type FetchMock,
  type Handler,
} from '@/test/api-stub';
import { passTime, stubClock } from '@/test/clock';
import { makeFreelancer, makeUser } from '@/test/factories';
import { loginApi } from '@/test/login-journey';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const SUBMITTED = 'Form Submitted Successfully, please wait our team will contact shortly';
const ADD_URL = '/api/freelance/add';

const PLACES = [
  { formatted: 'Patan Durbar Square, Lalitpur', lat: 27.6727, lon: 85.3253 },
  { formatted: 'Patan Hospital, Lalitpur', lat: 27.6686, lon: 85.3209 },
];

/** Place suggestions: none unless a test asks for them. */
const geocode = (places: unknown[] = []): Record<string, Handler> => ({
  'GET /api/geocode/autocomplete': () => jsonResponse(ok(places)),
});

/** Signed in: a stored session, and the account's details answered. */
function signIn(): Record<string, Handler> {
  logIn();
  localStorage.setItem('refreshToken', 'refresh-1');
  return { 'GET /api/user/user-details': () => jsonResponse(ok(makeUser())) };
}

const field = {
  name: () => screen.getByLabelText('Full name'),
  phone: () => screen.getByLabelText('Phone number'),
  email: () => screen.getByLabelText('Email address'),
  location: () => screen.getByRole('combobox', { name: 'Your location' }),
  message: () => screen.getByLabelText(/^Message/),
};
const submit = () => screen.getByRole('button', { name: 'Submit' });

async function renderForm(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('region', { name: 'Send us your details' });
  return view;
}

/** Signed in: waits for the account's name and email to fill their fields. */
async function renderSignedIn() {
  const view = await renderForm();
  await waitFor(() => expect(field.name()).toHaveValue('Sita Sharma'));
  expect(field.email()).toHaveValue('sita@example.com');
  return view;
}

type User = ReturnType<typeof renderApp>['user'];

async function fillRest(user: User) {
  await user.type(field.phone(), '9841-234-567');
  await user.type(field.location(), 'Jawalakhel');
  await user.type(field.message(), 'I have a DSLR.');
}

async function fillValid(user: User) {
  await user.type(field.name(), ' Hari Bahadur ');
  await user.type(field.email(), 'Hari@Example.com');
  await fillRest(user);
}

const bodyOf = (fetchMock: FetchMock): unknown => {
  const [init] = callsTo(fetchMock, ADD_URL);
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
};

const created = () => jsonResponse(ok(makeFreelancer(1), SUBMITTED), 201);

describe('freelancer sign-up form on the home page', () => {
  it('shows the shared schema’s message under each required field and sends nothing', async () => {
    const fetchMock = stubApi(geocode());
    const { user } = await renderForm();

    await user.click(submit());
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAccessibleDescription('Please enter your full name');
    expect(field.phone()).toHaveAccessibleDescription(
      'At least 10 digits, such as 98XXXXXXXX Please enter your phone number',
    );
    expect(field.email()).toHaveAccessibleDescription('Please enter your email address');
    expect(field.location()).toHaveAccessibleDescription(
      'Type at least 2 letters, then choose a place from the list. Please enter your location',
    );
    expect(field.message()).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field.phone(), '98412');
    await user.type(field.email(), 'hari@example');
    await user.click(submit());
    expect(await screen.findByText('Phone number must have at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD_URL)).toHaveLength(0);
  });

  it('shows the messages in Nepali for a Nepali reader', async () => {
    stubApi(geocode());
    const { user } = await renderForm();
    await act(() => i18n.changeLanguage('ne'));

    await user.click(screen.getByRole('button', { name: 'पठाउनुहोस्' }));
    expect(await screen.findByText('कृपया आफ्नो पूरा नाम लेख्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('कृपया आफ्नो ठेगाना लेख्नुहोस्')).toBeInTheDocument();
  });

  it('fills empty name and email from the signed-in account', async () => {
    stubApi({ ...signIn(), ...geocode() });
    await renderSignedIn();
    expect(field.phone()).toHaveValue('');
  });

  it('sends the sign-up, says the published success text and clears the form', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ ...signIn(), ...geocode(), [`POST ${ADD_URL}`]: () => answer.promise });
    const { user } = await renderSignedIn();
    await user.clear(field.name());
    await user.clear(field.email());
    await fillValid(user);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(callsTo(fetchMock, ADD_URL)).toHaveLength(1);

    answer.resolve(created());
    const alert = await screen.findByRole('alertdialog', { name: SUBMITTED });
    expect(bodyOf(fetchMock)).toEqual({
      name: 'Hari Bahadur',
      phone: '9841-234-567',
      email: 'hari@example.com',
      location: 'Jawalakhel',
      message: 'I have a DSLR.',
    });
    for (const control of Object.values(field)) expect(control()).toHaveValue('');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 message and keeps what was typed', async () => {
    const message = 'You have already applied to join. Our team will contact you shortly.';
    stubApi({
      ...signIn(),
      ...geocode(),
      [`POST ${ADD_URL}`]: () => jsonResponse(failure(message), 409),
    });
    const { user } = await renderSignedIn();
    await fillRest(user);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog', { name: message })).toBeInTheDocument();
    expect(field.phone()).toHaveValue('9841-234-567');
    expect(field.name()).toHaveValue('Sita Sharma');
  });

  it('ties a 400’s field errors to their fields, by code, so they follow the language', async () => {
    stubApi({
      ...signIn(),
      ...geocode(),
      [`POST ${ADD_URL}`]: () =>
        jsonResponse(
          failure('Please check the form.', {
            errors: { phone: 'Phone number must have at least 10 digits' },
            errorCodes: { phone: 'freelancers.phoneDigits' },
          }),
          400,
        ),
    });
    const { user } = await renderSignedIn();
    await fillRest(user);
    await user.click(submit());

    await screen.findByRole('alertdialog', { name: 'Please check the form.' });
    expect(field.phone()).toHaveAccessibleDescription(
      'At least 10 digits, such as 98XXXXXXXX Phone number must have at least 10 digits',
    );
    const phone = field.phone();
    await act(() => i18n.changeLanguage('ne'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('फोन नम्बरमा कम्तीमा १० अङ्क हुनुपर्छ'));
  });

  it.each([
    [
      'no message from the server',
      () => new Response('Bad gateway', { status: 502 }),
      'Submission failed. Please try again.',
    ],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network Error. Please check your connection and try again.',
    ],
  ] as const)('on %s says so', async (_case, answer, text) => {
    stubApi({ ...signIn(), ...geocode(), [`POST ${ADD_URL}`]: answer });
    const { user } = await renderSignedIn();
    await fillRest(user);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog', { name: text })).toBeInTheDocument();
    expect(field.location()).toHaveValue('Jawalakhel');
  });

  it('asks a visitor to log in, keeps what they typed, and brings them back to it after logging in', async () => {
    const fetchMock = stubApi({
      ...geocode(),
      ...loginApi(),
    });
    const { user, router } = await renderForm();
    await fillValid(user);
    await user.click(submit());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Log in to send your sign-up');
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(notice).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(callsTo(fetchMock, ADD_URL)).toHaveLength(0);
    expect(readDraft('freelancer')?.values).toEqual({
      name: ' Hari Bahadur ',
      phone: '9841-234-567',
      email: 'Hari@Example.com',
      location: 'Jawalakhel',
      message: 'I have a DSLR.',
      coordinate: null,
    });

    await user.click(within(notice).getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('region', { name: 'Send us your details' });
    expect(router.state.location.pathname).toBe(paths.home());
    expect(router.state.location.hash).toBe('#join');
    expect(field.name()).toHaveValue(' Hari Bahadur ');
    expect(field.phone()).toHaveValue('9841-234-567');
    expect(field.email()).toHaveValue('Hari@Example.com');
    expect(field.location()).toHaveValue('Jawalakhel');
    expect(field.message()).toHaveValue('I have a DSLR.');
    expect(
      screen.getByText('We kept the details you typed. Check them and press Submit.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Log in to send your sign-up')).not.toBeInTheDocument();
  });

  it('restores every field of a saved draft, sends it with its place, and forgets it after success', async () => {
    const draft = {
      name: 'Hari Bahadur',
      phone: '9841234567',
      email: 'hari@example.com',
      location: 'Patan Durbar Square, Lalitpur',
      message: 'Weekends only.',
      coordinate: { lat: 27.6727, lon: 85.3253 },
    };
    await saveDraft('freelancer', draft);
    const fetchMock = stubApi({ ...signIn(), ...geocode(), [`POST ${ADD_URL}`]: created });
    const { user } = await renderForm(paths.joinSection());

    expect(field.name()).toHaveValue('Hari Bahadur');
    expect(field.phone()).toHaveValue('9841234567');
    expect(field.email()).toHaveValue('hari@example.com');
    expect(field.location()).toHaveValue('Patan Durbar Square, Lalitpur');
    expect(field.message()).toHaveValue('Weekends only.');

    await user.click(submit());
    await screen.findByRole('alertdialog', { name: SUBMITTED });
    expect(bodyOf(fetchMock)).toEqual(draft);
    expect(readDraft('freelancer')).toBeNull();
    expect(
      screen.queryByText('We kept the details you typed. Check them and press Submit.'),
    ).not.toBeInTheDocument();
  });

  describe('with fake timers (the 300 ms pause of place suggestions, the 10 s timeout)', () => {
    it('picking a suggestion sets the location and sends its coordinate', async () => {
      const fetchMock = stubApi({ ...signIn(), ...geocode(PLACES), [`POST ${ADD_URL}`]: created });
      const { user } = await renderSignedIn();
      stubClock();
      await user.type(field.phone(), '9841234567');

      await user.type(field.location(), 'Patan');
      await passTime(300);
      await user.click(await screen.findByRole('option', { name: 'Patan Durbar Square, Lalitpur' }));
      expect(field.location()).toHaveValue('Patan Durbar Square, Lalitpur');

      await user.click(submit());
      await screen.findByRole('alertdialog', { name: SUBMITTED });
      expect(bodyOf(fetchMock)).toMatchObject({
        location: 'Patan Durbar Square, Lalitpur',
        coordinate: { lat: 27.6727, lon: 85.3253 },
      });
    });

    it('says Network Error when the server does not answer within 10 s', async () => {
      stubApi({
        ...signIn(),
        ...geocode(),
        [`POST ${ADD_URL}`]: (init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      });
      const { user } = await renderSignedIn();
      stubClock();
      await fillRest(user);
      await user.click(submit());
      expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeInTheDocument();

      await passTime(10_000);
      expect(
        await screen.findByRole('alertdialog', {
          name: 'Network Error. Please check your connection and try again.',
        }),
      ).toBeInTheDocument();
    });
  });
});
