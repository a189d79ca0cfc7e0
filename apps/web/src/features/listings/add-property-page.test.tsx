import { LISTING_MESSAGES } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDraft, saveDraft } from '@/lib/form-draft';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeProperty } from '@/test/factories';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { makeImageFile } from '@/test/image-files';
import { stubObjectUrls } from '@/test/object-url-stub';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { AddPropertyPage } from './add-property-page';

const routes = [
  { path: '/gharbeti', element: <AddPropertyPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/control-hostel', element: <p>My listings page</p> },
  { path: '/login', element: <p>Login page</p> },
];

const PLACES = [{ formatted: 'Baneshwor, Kathmandu', lat: 27.6915, lon: 85.342 }];
const SUBMITTED = `Property submitted. ${LISTING_MESSAGES.submitted}`;
const NOT_ON_MAP = `${SUBMITTED} ${LISTING_MESSAGES.notOnMap}`;
const MAP_HINT = 'Choosing a suggestion puts your listing on the map.';
const KEPT = 'We kept what you typed. Check it and press Submit.';
const created = (message = SUBMITTED, messageCode = 'listings.submittedAs.property') =>
  jsonResponse(ok(makeProperty(), message, { messageCode }), 201);

function renderForm(post: () => Response = () => created(), { loggedIn = true } = {}) {
  if (loggedIn) logIn();
  const fetchMock = stubApi({
    'GET /api/geocode/autocomplete': () => jsonResponse(ok(PLACES)),
    'POST /api/landlords/add': post,
  });
  const view = renderRoutes(routes, '/gharbeti');
  return { ...view, fetchMock };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);
const submit = () => screen.getByRole('button', { name: 'Submit property' });

/**
 * Puts text in an empty field in one go, as a paste: the form gets the same value as typed, without
 * a render and a draft saved for every letter (the tests of what the fields check type it).
 */
async function enter(user: ReturnType<typeof renderForm>['user'], element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('landlord property form (/gharbeti)', () => {
  it('has the property fields: rent with arrows in steps of 1000, optional second contact, shutters, description and photos', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'List your property' })).toBeInTheDocument();

    expect(field('Property name')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(field('Primary contact number')).toHaveAttribute('type', 'tel');
    expect(screen.getByText('Second contact number').parentElement).toHaveTextContent('(optional)');
    expect(field('Monthly rent (NPR)')).toHaveAttribute('type', 'number');
    expect(field('Monthly rent (NPR)')).toHaveAttribute('step', '1000');
    // No minimum for the browser to enforce: the shared schema says 'Price cannot be negative'.
    expect(field('Monthly rent (NPR)')).not.toHaveAttribute('min');
    expect(screen.getByText('Description').parentElement).toHaveTextContent('(optional)');
    expect(screen.getByText('0 / 5 photos selected')).toBeInTheDocument();
    expect(field('Number of shutters')).toHaveAttribute('min', '0');
  });

  it('checks in field order with the published messages, and focuses the first field that fails', async () => {
    const { user, fetchMock } = renderForm();
    await screen.findByRole('heading', { level: 1 });

    await user.type(field('Primary contact number'), '98412');
    await user.click(submit());

    expect(shownErrors()).toEqual([
      'Property name is required',
      'Location is required',
      'Phone number must have at least 10 digits',
      'Price is required',
    ]);
    expect(field('Property name')).toHaveFocus();
    expect(field('Property name')).toHaveAccessibleDescription('Property name is required');
    expect(field('Property name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Property name'), 'Thapa Niwas');
    await user.clear(field('Primary contact number'));
    await user.click(submit());
    expect(shownErrors()).toEqual([
      'Location is required',
      'Primary contact is required',
      'Price is required',
    ]);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();

    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await user.type(field('Primary contact number'), '9801234567');
    const price = field('Monthly rent (NPR)');
    // What a number input holds when the browser cannot read the text as a number.
    Object.defineProperty(price, 'validity', { value: { badInput: true, valid: false } });
    await user.click(submit());
    expect(shownErrors()).toEqual(['Price must be a number']);
    expect(price).toHaveFocus();
    expect(callsTo(fetchMock, '/api/landlords/add')).toHaveLength(0);
  });

  it('sends the property with the chosen place’s coordinate as JSON, then says the team will call and opens My listings on OK', async () => {
    const { user, fetchMock, router } = renderForm();
    await screen.findByRole('heading', { level: 1 });

    await enter(user, field('Property name'), ' Thapa Niwas ');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Banesh');
    await user.click(await screen.findByRole('option', { name: 'Baneshwor, Kathmandu' }));
    await enter(user, field('Primary contact number'), '9801234567');
    await enter(user, field('Monthly rent (NPR)'), '25000');
    await enter(user, field('Number of shutters'), '2');
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(SUBMITTED);
    expect(dialog).toHaveTextContent('घर पेश गरियो। प्रमाणीकरणका लागि हाम्रो टोलीले तपाईंलाई सम्पर्क गर्नेछ।');
    expect(screen.queryByText(MAP_HINT)).not.toBeInTheDocument();
    const [init] = callsTo(fetchMock, '/api/landlords/add');
    expect(jsonBodyOf(init)).toEqual({
      name: 'Thapa Niwas',
      location: 'Baneshwor, Kathmandu',
      coordinate: { lat: 27.6915, lon: 85.342 },
      Contact_no1: '9801234567',
      price: 25000,
      shutter: 2,
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('My listings page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/control-hostel');
  });

  it('shows the fallback message on failure and keeps everything typed', async () => {
    const { user } = renderForm(() => jsonResponse(failure(''), 503));
    await screen.findByRole('heading', { level: 1 });

    await enter(user, field('Property name'), 'Thapa Niwas');
    await enter(user, screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await enter(user, field('Primary contact number'), '9801234567');
    await enter(user, field('Monthly rent (NPR)'), '25000');
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Submission failed. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Property name')).toHaveValue('Thapa Niwas');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Baneshwor');
    expect(field('Monthly rent (NPR)')).toHaveValue(25000);
    expect(submit()).toBeEnabled();
  });
  it('accepts a location typed without choosing a suggestion, hints at the map, and says when it is not on it', async () => {
    const { user, fetchMock } = renderForm(() =>
      created(NOT_ON_MAP, 'listings.submittedAs.propertyNotOnMap'),
    );
    await screen.findByRole('heading', { level: 1 });

    await enter(user, field('Property name'), 'Thapa Niwas');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Hattisar Galli');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      expect.stringContaining(MAP_HINT) as string,
    );
    await enter(user, field('Primary contact number'), '9801234567');
    await enter(user, field('Monthly rent (NPR)'), '25000');
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(NOT_ON_MAP);
    expect(dialog).toHaveTextContent('हामीले यो ठाउँ नक्सामा फेला पार्न सकेनौं।');
    expect(shownErrors()).toEqual([]);
    const [init] = callsTo(fetchMock, '/api/landlords/add');
    expect(jsonBodyOf(init)).toEqual({
      name: 'Thapa Niwas',
      location: 'Hattisar Galli',
      Contact_no1: '9801234567',
      price: 25000,
    });
  });

  it('asks a visitor to log in without sending, keeps the form and the chosen place, and goes to /login', async () => {
    const { user, fetchMock } = renderForm(undefined, { loggedIn: false });
    expect(await screen.findByText('You need to be logged in to submit this form.')).toBeInTheDocument();

    await enter(user, field('Property name'), 'Thapa Niwas');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Banesh');
    await user.click(await screen.findByRole('option', { name: 'Baneshwor, Kathmandu' }));
    await enter(user, field('Primary contact number'), '9801234567');
    await enter(user, field('Monthly rent (NPR)'), '25000');
    await user.selectOptions(field('Kind of place'), 'Flat');
    await user.click(
      within(screen.getByRole('group', { name: 'Parking?' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please login');
    expect(callsTo(fetchMock, '/api/landlords/add')).toHaveLength(0);
    expect(readDraft('property')?.values).toEqual({
      name: 'Thapa Niwas',
      location: 'Baneshwor, Kathmandu',
      coordinate: { lat: 27.6915, lon: 85.342 },
      Contact_no1: '9801234567',
      Contact_no2: '',
      contactApps: [],
      price: '25000',
      shutter: '',
      description: '',
      propertyType: 'flat',
      furnished: '',
      parking: 'true',
      water: '',
      floor: '',
    });
    expect(JSON.parse(localStorage.getItem('returnTo') ?? 'null')).toMatchObject({ path: '/gharbeti' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('after the login, starts from the kept form with a notice, sends it with its place, and forgets it', async () => {
    await saveDraft('property', {
      name: 'Thapa Niwas',
      location: 'Baneshwor, Kathmandu',
      coordinate: { lat: 27.6915, lon: 85.342 },
      Contact_no1: '9801234567',
      price: '25000',
      shutter: 7,
      propertyType: 'flat',
      parking: 'true',
      floor: '3',
    });
    const { user, fetchMock } = renderForm();

    expect(await screen.findByText(KEPT)).toBeInTheDocument();
    expect(field('Property name')).toHaveValue('Thapa Niwas');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Baneshwor, Kathmandu');
    expect(screen.queryByText(MAP_HINT)).not.toBeInTheDocument();
    expect(field('Monthly rent (NPR)')).toHaveValue(25000);
    // A value of the wrong type in storage is dropped, not shown.
    expect(field('Number of shutters')).toHaveValue(null);
    expect(field('Kind of place')).toHaveValue('flat');
    expect(
      within(screen.getByRole('group', { name: 'Parking?' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(field('Floor')).toHaveValue(3);

    await user.click(submit());
    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/add')[0])).toEqual({
      name: 'Thapa Niwas',
      location: 'Baneshwor, Kathmandu',
      coordinate: { lat: 27.6915, lon: 85.342 },
      Contact_no1: '9801234567',
      price: 25000,
      propertyType: 'flat',
      parking: true,
      floor: 3,
    });
    expect(readDraft('property')).toBeNull();
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
  });
  it('the visitor’s “Go to Login” link keeps what is typed so far and comes back here', async () => {
    const { user } = renderForm(undefined, { loggedIn: false });
    const notice = await screen.findByText('You need to be logged in to submit this form.');
    await user.type(field('Property name'), 'Thapa Niwas');

    await user.click(within(notice).getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(readDraft('property')?.values).toMatchObject({ name: 'Thapa Niwas', location: '' });
    expect(JSON.parse(localStorage.getItem('returnTo') ?? 'null')).toMatchObject({ path: '/gharbeti' });
  });
  it('takes any whole rent: 12500 typed is valid for the browser and sent as 12500', async () => {
    const { user, fetchMock } = renderForm();
    await screen.findByRole('heading', { level: 1 });

    await enter(user, field('Property name'), 'Thapa Niwas');
    await enter(user, screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await enter(user, field('Primary contact number'), '9801234567');
    await user.type(field('Monthly rent (NPR)'), '12500');
    // What would make a browser say "the nearest valid values are 12000 and 13000".
    expect((field('Monthly rent (NPR)') as HTMLInputElement).validity.stepMismatch).toBe(false);
    expect(field('Monthly rent (NPR)')).toBeValid();
    await user.click(submit());

    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/add')[0])).toMatchObject({ price: 12500 });
  });

  it('the arrows still move the rent by 1000, from whatever was typed', async () => {
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1 });
    const rent = field('Monthly rent (NPR)') as HTMLInputElement;

    await user.type(rent, '12500');
    rent.stepUp();
    expect(rent.value).toBe('13500');
  });

  it('refuses a negative or fractional rent with the shared messages, sending nothing', async () => {
    const { user, fetchMock } = renderForm();
    await screen.findByRole('heading', { level: 1 });
    await enter(user, field('Property name'), 'Thapa Niwas');
    await enter(user, screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await enter(user, field('Primary contact number'), '9801234567');

    await user.type(field('Monthly rent (NPR)'), '-1');
    await user.click(submit());
    expect(shownErrors()).toEqual(['Price cannot be negative']);

    await user.clear(field('Monthly rent (NPR)'));
    await user.type(field('Monthly rent (NPR)'), '1500.5');
    await user.click(submit());
    expect(shownErrors()).toEqual(['Price must be a whole number']);
    expect(callsTo(fetchMock, '/api/landlords/add')).toHaveLength(0);
  });

  it('with photos, sends the property as multipart with the files and its description, with progress', async () => {
    stubXhr();
    stubObjectUrls();
    const { user, fetchMock } = renderForm();
    await screen.findByRole('heading', { level: 1 });

    await enter(user, field('Property name'), 'Thapa Niwas');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Banesh');
    await user.click(await screen.findByRole('option', { name: 'Baneshwor, Kathmandu' }));
    await enter(user, field('Primary contact number'), '9801234567');
    await enter(user, field('Monthly rent (NPR)'), '12500');
    await enter(user, field('Description'), 'Two rooms and a kitchen, water all day.');
    const photos = document.getElementById('property-photos') as HTMLInputElement;
    await user.upload(photos, [makeImageFile('front.jpg'), makeImageFile('kitchen.png', 4096, 'image/png')]);
    expect(screen.getByText('2 / 5 photos selected')).toBeInTheDocument();
    await user.click(submit());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/landlords/add');
    expect(xhr.form.get('name')).toBe('Thapa Niwas');
    expect(xhr.form.get('price')).toBe('12500');
    expect(xhr.form.get('Contact_no1')).toBe('9801234567');
    expect(xhr.form.get('description')).toBe('Two rooms and a kitchen, water all day.');
    expect(xhr.form.get('lat')).toBe('27.6915');
    expect(xhr.form.get('lon')).toBe('85.342');
    expect(xhr.form.has('Contact_no2')).toBe(false);
    expect(xhr.form.getAll('image').map((file) => (file as File).name)).toEqual(['front.jpg', 'kitchen.png']);
    expect(callsTo(fetchMock, '/api/landlords/add')).toHaveLength(0);

    act(() => xhr.progress(1, 2));
    expect(screen.getByRole('progressbar', { name: 'Uploading… 50%' })).toBeInTheDocument();
    act(() =>
      xhr.respond(201, ok(makeProperty(), SUBMITTED, { messageCode: 'listings.submittedAs.property' })),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('My listings page')).toBeInTheDocument();
  });

  it('takes at most 5 photos, with the hostel form’s message', async () => {
    stubXhr();
    stubObjectUrls();
    const { user } = renderForm();
    await screen.findByRole('heading', { level: 1 });
    const photos = document.getElementById('property-photos') as HTMLInputElement;
    await user.upload(
      photos,
      Array.from({ length: 6 }, (_, index) => makeImageFile(`photo-${index}.jpg`)),
    );
    expect(screen.getByText('5 / 5 photos selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at most 5 images.')).toBeInTheDocument();
  });
});
