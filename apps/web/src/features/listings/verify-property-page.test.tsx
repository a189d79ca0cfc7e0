import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, jsonResponse, ok, stubApi } from '../../test/api-stub';
import { installFakeXhr, lastXhr } from '../../test/fake-xhr';
import { stubObjectUrls } from '../../test/object-url-stub';
import { renderRoutes } from '../../test/render';
import { propertyData } from './test/fixtures';
import { VerifyPropertyPage } from './verify-property-page';

const routes = [
  { path: '/verify/:id', element: <VerifyPropertyPage /> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  installFakeXhr();
  stubObjectUrls();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);

describe('property verification form (/verify/{id})', () => {
  it('checks every field with SPEC’s messages, photos included', async () => {
    stubApi({ 'GET /api/landlords/p1': () => jsonResponse(ok(propertyData())) });
    const { user } = renderRoutes(routes, '/verify/p1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' })).toBeInTheDocument();
    expect(screen.getByText('JPG or PNG, max 5 MB each')).toBeInTheDocument();

    await user.type(field('Number of rooms'), '0');
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    expect(shownErrors()).toEqual([
      'Please enter the length of the property',
      'Please enter the width of the property',
      'Number of rooms must be at least 1',
      'Please enter the number of bathrooms',
      'Please enter the description of the property',
      'Please upload at least one image of the property',
    ]);
    expect(field('Length (m)')).toHaveFocus();
  });

  it('sends the measurements and photos, then goes home after OK', async () => {
    stubApi({ 'GET /api/landlords/p1': () => jsonResponse(ok(propertyData())) });
    const { user } = renderRoutes(routes, '/verify/p1');
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });

    await user.type(field('Length (m)'), '12.5');
    await user.type(field('Width (m)'), '8');
    await user.type(field('Number of rooms'), '4');
    await user.type(field('Number of bathrooms'), '2');
    await user.type(field('Description of the property'), 'Two floors, sunny.');
    await user.upload(document.getElementById('verify-photos') as HTMLInputElement, [
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/landlords/verify/p1');
    expect(Object.fromEntries([...xhr.form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      length: '12.5',
      width: '8',
      room: '4',
      bathroom: '2',
      description: 'Two floors, sunny.',
    });
    expect(xhr.form.getAll('image')).toHaveLength(1);

    act(() => xhr.respond(200, ok(propertyData({ verified: true }))));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('says so when the property cannot be loaded', async () => {
    stubApi({ 'GET /api/landlords/p1': () => jsonResponse(failure(''), 500) });
    renderRoutes(routes, '/verify/p1');
    expect(await screen.findByText('Failed to load property details. Please try again.')).toBeInTheDocument();
  });
});
