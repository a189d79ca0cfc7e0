import { LISTING_MESSAGES } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveDraft, readDraft } from '@/lib/form-draft';
import { failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { stubFileStore } from '@/test/draft-file-store';
import { makeHostel } from '@/test/factories';
import { FakeXhr, lastXhr, stubXhr } from '@/test/fake-xhr';
import { makeImageFile } from '@/test/image-files';
import { loginApi, logInOnScreen } from '@/test/login-journey';
import { stubObjectUrls } from '@/test/object-url-stub';
import { renderApp, renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { AddHostelPage } from './add-hostel-page';

const routes = [
  { path: '/hostel', element: <AddHostelPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <p>Login page</p> },
];

const PLACES = [{ formatted: 'Putalisadak, Kathmandu', lat: 27.7041, lon: 85.3206 }];
const geocode = (places: unknown[] = []) => ({
  'GET /api/geocode/autocomplete': () => jsonResponse(ok(places)),
});
const SUBMITTED = `Hostel submitted. ${LISTING_MESSAGES.submitted}`;
const KEPT = 'We kept what you typed. Check it and press Submit.';
const MAP_HINT = 'Choosing a suggestion puts your listing on the map.';

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
  stubApi(geocode());
});

function renderForm() {
  const view = renderRoutes(routes, '/hostel');
  const photoInput = () => document.getElementById('hostel-photos') as HTMLInputElement;
  return { ...view, photoInput };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const location = () => screen.getByRole('combobox', { name: 'Location' });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);
const submit = () => screen.getByRole('button', { name: /Submit hostel|Submitting/ });

type View = Pick<ReturnType<typeof renderForm>, 'user'>;
const photoInput = () => document.getElementById('hostel-photos') as HTMLInputElement;

/**
 * Puts text in an empty field in one go, as a paste: the form gets the same value as typed, without
 * a render and a draft saved for every letter (the map hint's test types every field).
 */
async function enter({ user }: View, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillValidForm(view: View, place: 'typed' | 'chosen' = 'typed') {
  const { user } = view;
  await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
  await enter(view, field('Hostel name'), 'Everest Boys Hostel');
  if (place === 'typed') {
    await enter(view, location(), 'Putalisadak, Kathmandu');
  } else {
    await user.type(location(), 'Putali');
    await user.click(await screen.findByRole('option', { name: 'Putalisadak, Kathmandu' }));
  }
  await enter(view, field('Rooms available'), '12');
  await enter(view, field('Contact number'), '984-123-4567');
  await enter(view, field('Monthly price (NPR)'), '15000');
  await enter(view, field('Description'), 'Three meals a day.');
  await user.upload(photoInput(), [makeImageFile('front.jpg'), makeImageFile('room.png', 4096, 'image/png')]);
}

describe('list-hostel form (/hostel)', () => {
  it('shows the published messages for every field and focuses the first', async () => {
    logIn();
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
    expect(field('Contact number')).toHaveAttribute('placeholder', '9XXXXXXXXX');
    expect(screen.getByText('0 / 5 photos selected')).toBeInTheDocument();

    await user.type(field('Email'), 'not-an-email');
    await user.click(submit());

    expect(shownErrors()).toEqual([
      'Please enter hostel name.',
      'Please enter the location.',
      'room must be a positive number.',
      'Contact number must be a valid 10-digit Nepali mobile.',
      'Please enter a valid e-mail.',
      'Price must be positive.',
      'Upload at least one image.',
    ]);
    expect(field('Hostel name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveAccessibleDescription(
      expect.stringContaining('Upload at least one image.') as string,
    );
  });

  it('sends the form and photos with a percent bar, then the server’s message in English and Nepali, then home', async () => {
    logIn();
    const view = renderForm();
    await fillValidForm(view);
    expect(screen.getByText('2 / 5 photos selected')).toBeInTheDocument();

    await view.user.click(submit());
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/hostels/add-hostel');
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(xhr.form.get('name')).toBe('Everest Boys Hostel');
    expect(xhr.form.get('contact_no')).toBe('9841234567');
    expect(xhr.form.get('room')).toBe('12');
    expect(xhr.form.get('price')).toBe('15000');
    expect(xhr.form.has('email')).toBe(false);
    expect(xhr.form.getAll('image').map((file) => (file as File).name)).toEqual(['front.jpg', 'room.png']);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Submitting...');

    act(() => xhr.progress(3, 10));
    expect(screen.getByRole('progressbar', { name: 'Uploading… 30%' })).toHaveAttribute('value', '30');

    act(() => xhr.respond(201, ok(makeHostel(), SUBMITTED, { messageCode: 'listings.submittedAs.hostel' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(SUBMITTED);
    expect(
      within(dialog).getByText('होस्टेल पेश गरियो। प्रमाणीकरणका लागि हाम्रो टोलीले तपाईंलाई सम्पर्क गर्नेछ।'),
    ).toHaveAttribute('lang', 'ne');

    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('hints that a typed place is not on the map until a suggestion is chosen, and passes on the server’s word', async () => {
    logIn();
    stubApi(geocode(PLACES));
    const view = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
    expect(screen.queryByText(MAP_HINT)).not.toBeInTheDocument();

    await view.user.type(location(), 'Putali');
    await view.user.click(await screen.findByRole('option', { name: 'Putalisadak, Kathmandu' }));
    expect(screen.queryByText(MAP_HINT)).not.toBeInTheDocument();

    await view.user.type(location(), ' Chowk');
    expect(location()).toHaveAccessibleDescription(expect.stringContaining(MAP_HINT) as string);

    await view.user.type(field('Hostel name'), 'Everest Boys Hostel');
    await view.user.type(field('Rooms available'), '12');
    await view.user.type(field('Contact number'), '9841234567');
    await view.user.type(field('Monthly price (NPR)'), '15000');
    await view.user.upload(photoInput(), [makeImageFile('front.jpg')]);
    await view.user.click(submit());

    const xhr = lastXhr();
    expect(xhr.form.get('location')).toBe('Putalisadak, Kathmandu Chowk');
    expect(xhr.form.has('lat')).toBe(false);
    act(() =>
      xhr.respond(
        201,
        ok(makeHostel({ coordinate: null }), `${SUBMITTED} ${LISTING_MESSAGES.notOnMap}`, {
          messageCode: 'listings.submittedAs.hostelNotOnMap',
        }),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LISTING_MESSAGES.notOnMap);
    expect(dialog).toHaveTextContent('हामीले यो ठाउँ नक्सामा फेला पार्न सकेनौं।');
  });

  it('asks a visitor to log in, keeps the form with its photos and place, and gives it back after the login', async () => {
    const records = stubFileStore();
    stubApi({ ...geocode(PLACES), ...loginApi() });
    const view = renderApp('/hostel');
    expect(await screen.findByText('You need to be logged in to submit this form.')).toBeInTheDocument();
    await fillValidForm(view, 'chosen');

    await view.user.click(submit());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please login');
    expect(FakeXhr.sent).toHaveLength(0);
    expect(readDraft('hostel')).toMatchObject({
      values: {
        name: 'Everest Boys Hostel',
        location: 'Putalisadak, Kathmandu',
        coordinate: { lat: 27.7041, lon: 85.3206 },
        room: '12',
        contact_no: '984-123-4567',
      },
      fileNames: ['front.jpg', 'room.png'],
    });
    await waitFor(() => expect(records.get('hostel')?.files).toHaveLength(2));

    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await logInOnScreen(view.user);

    await screen.findByRole('heading', { level: 1, name: 'List your hostel' }, { timeout: 5_000 });
    expect(view.router.state.location.pathname).toBe('/hostel');
    expect(screen.getByText(KEPT)).toBeInTheDocument();
    expect(field('Hostel name')).toHaveValue('Everest Boys Hostel');
    expect(location()).toHaveValue('Putalisadak, Kathmandu');
    expect(screen.queryByText(MAP_HINT)).not.toBeInTheDocument();
    expect(field('Rooms available')).toHaveValue(12);
    expect(field('Contact number')).toHaveValue('984-123-4567');
    expect(field('Monthly price (NPR)')).toHaveValue(15000);
    expect(field('Description')).toHaveValue('Three meals a day.');
    expect(await screen.findByText('2 / 5 photos selected')).toBeInTheDocument();

    await view.user.click(submit());
    const xhr = lastXhr();
    expect(xhr.form.getAll('image').map((file) => (file as File).name)).toEqual(['front.jpg', 'room.png']);
    expect(xhr.form.get('lat')).toBe('27.7041');
    expect(xhr.form.get('lon')).toBe('85.3206');
    act(() => xhr.respond(201, ok(makeHostel(), SUBMITTED, { messageCode: 'listings.submittedAs.hostel' })));

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(SUBMITTED);
    expect(readDraft('hostel')).toBeNull();
    await waitFor(() => expect(records.size).toBe(0));
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
  });

  it('names the photos to choose again where the browser could not keep them', async () => {
    // jsdom has no IndexedDB: like a private window, the text is kept and the photos are not.
    await saveDraft(
      'hostel',
      { name: 'Everest Boys Hostel', location: 'Putalisadak', room: '12', coordinate: null },
      [makeImageFile('front.jpg'), makeImageFile('room.png', 4096, 'image/png')],
    );
    logIn();
    renderForm();

    expect(await screen.findByText(KEPT)).toBeInTheDocument();
    expect(
      await screen.findByText('Please choose these photos again: front.jpg, room.png'),
    ).toBeInTheDocument();
    expect(field('Hostel name')).toHaveValue('Everest Boys Hostel');
    expect(location()).toHaveValue('Putalisadak');
    expect(screen.getByText(MAP_HINT)).toBeInTheDocument();
    expect(screen.getByText('0 / 5 photos selected')).toBeInTheDocument();
  });

  it('when the session has ended, says “Please login”, keeps the form and goes to /login', async () => {
    const records = stubFileStore();
    logIn();
    stubApi({
      ...geocode(),
      'POST /api/user/refresh-token': () => jsonResponse(failure('Refresh token missing'), 401),
    });
    const view = renderForm();
    await fillValidForm(view);

    await view.user.click(submit());
    act(() => lastXhr().respond(401, failure('Access token expired')));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please login');
    expect(readDraft('hostel')?.values).toMatchObject({ name: 'Everest Boys Hostel' });
    await waitFor(() => expect(records.get('hostel')?.files).toHaveLength(2));
    expect(JSON.parse(localStorage.getItem('returnTo') ?? 'null')).toMatchObject({ path: '/hostel' });
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows the server’s message on failure and keeps the form, photos included', async () => {
    logIn();
    const view = renderForm();
    await fillValidForm(view);

    await view.user.click(submit());
    act(() => lastXhr().respond(413, failure("Some files exceed the 5MB limit and weren't uploaded.")));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("Some files exceed the 5MB limit and weren't uploaded.");
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(field('Hostel name')).toHaveValue('Everest Boys Hostel');
    expect(field('Contact number')).toHaveValue('984-123-4567');
    expect(screen.getByText('2 / 5 photos selected')).toBeInTheDocument();
    expect(submit()).toHaveTextContent('Submit hostel');
    expect(submit()).toBeEnabled();
  });

  it('falls back to the published text when the upload fails without a message', async () => {
    logIn();
    const view = renderForm();
    await fillValidForm(view);

    await view.user.click(submit());
    act(() => lastXhr().onerror?.());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('takes any whole price: 12500 is valid for the browser, the arrows still step by 1000', async () => {
    logIn();
    const view = renderForm();
    await fillValidForm(view);
    const price = field('Monthly price (NPR)') as HTMLInputElement;
    await view.user.clear(price);
    await view.user.type(price, '12500');
    expect(price).toHaveAttribute('step', '1000');
    expect(price).toBeValid();

    await view.user.click(submit());
    expect(lastXhr().form.get('price')).toBe('12500');
  });
});
