import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, jsonResponse, ok, stubApi } from '../../test/api-stub';
import { installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { stubObjectUrls } from '../../test/object-url-stub';
import { renderRoutes } from '../../test/render';
import { AddHostelPage } from './add-hostel-page';
import { hostelData, logIn, photoFile } from './test/fixtures';

const routes = [
  { path: '/hostel', element: <AddHostelPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <p>Login page</p> },
];

beforeEach(() => {
  installFakeXhr();
  stubObjectUrls();
  stubApi({ 'GET /api/geocode/autocomplete': () => jsonResponse(ok([])) });
});

function setup() {
  const view = renderRoutes(routes, '/hostel');
  const photoInput = () => document.getElementById('hostel-photos') as HTMLInputElement;
  return { ...view, photoInput };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);
const submit = () => screen.getByRole('button', { name: /Submit hostel|Submitting/ });

async function fillValidForm({ user, photoInput }: ReturnType<typeof setup>) {
  await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
  await user.type(field('Hostel name'), 'Everest Boys Hostel');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Putalisadak, Kathmandu');
  await user.type(field('Rooms available'), '12');
  await user.type(field('Contact number'), '984-123-4567');
  await user.type(field('Monthly price (NPR)'), '15000');
  await user.type(field('Description'), 'Three meals a day.');
  await user.upload(photoInput(), [photoFile('front.jpg'), photoFile('room.png', 4096, 'image/png')]);
}

describe('list-hostel form (/hostel)', () => {
  it('shows SPEC’s messages for every field and focuses the first', async () => {
    logIn();
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
    expect(field('Contact number')).toHaveAttribute('placeholder', '98########');
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

  it('sends the form and photos with a percent bar, then the English and Nepali success alert, then home', async () => {
    logIn();
    const view = setup();
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

    act(() => xhr.respond(201, ok(hostelData(), 'Hostel submitted.')));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Our team will contact you for verification.');
    expect(dialog).toHaveTextContent('हाम्रो टोलीले तपाईंलाई सम्पर्क गर्नेछ');

    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('says “Please login” when the server answers 401, then goes to /login', async () => {
    // A visitor: nothing stored, so the client cannot refresh and the 401 stands.
    const view = setup();
    expect(await screen.findByText('You need to be logged in to submit this form.')).toBeInTheDocument();
    await fillValidForm(view);

    await view.user.click(submit());
    act(() => lastXhr().respond(401, failure('Refresh token missing')));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please login');
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows the server’s message on failure and keeps the form, photos included', async () => {
    logIn();
    const view = setup();
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

  it('falls back to SPEC’s text when the upload fails without a message', async () => {
    logIn();
    const view = setup();
    await fillValidForm(view);

    await view.user.click(submit());
    act(() => lastXhr().onerror?.());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
