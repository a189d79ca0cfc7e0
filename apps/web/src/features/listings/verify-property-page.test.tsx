import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeProperty } from '@/test/factories';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { stubObjectUrls } from '@/test/object-url-stub';
import { fillPropertyVerification } from '@/test/property-verification';
import { renderRoutes } from '@/test/render';
import { VerifyPropertyPage } from './verify-property-page';

// Listing ids are UUIDs: the screen shows "Page not found" for anything else.
const PROPERTY_ID = '7a1e4c2b-5d3f-4a8e-b6c9-0d1e2f3a4b5c';
/** The property under verification. */
const thisProperty = (overrides: Parameters<typeof makeProperty>[0] = {}) =>
  makeProperty({ _id: PROPERTY_ID, ...overrides });

const routes = [
  { path: '/verify/:id', element: <VerifyPropertyPage /> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);

describe('property verification form (/verify/{id})', () => {
  it('checks every field with the published messages, photos included', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
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
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });

    await fillPropertyVerification(user);
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/landlords/verify/${PROPERTY_ID}`);
    expect(Object.fromEntries([...xhr.form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      length: '12.5',
      width: '8',
      room: '4',
      bathroom: '2',
      description: 'Two floors, sunny.',
    });
    expect(xhr.form.getAll('image')).toHaveLength(1);

    act(() => xhr.respond(200, ok(thisProperty({ verified: true }))));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('says so when the property cannot be loaded', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(failure(''), 500) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    expect(await screen.findByText('Failed to load property details. Please try again.')).toBeInTheDocument();
  });

  it('shows “Page not found” for an id that is no listing id, without asking the server', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, '/verify/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows “Page not found” when the server has no such property', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(failure('Listing not found'), 404) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when a property is verified already, by whom, and what verifying again replaces', async () => {
    const measures = {
      length: 10,
      width: 8,
      area: 80,
      rooms: 3,
      bathrooms: 1,
      beds: null,
      kitchen: null,
      dining: null,
    };
    const verified = thisProperty({
      verified: true,
      evidence: {
        verifier: { kind: 'freelancer', firstName: 'Hari' },
        verifiedAt: '2026-03-02T10:00:00.000Z',
        expiresAt: '2026-08-29T10:00:00.000Z',
        expired: false,
        measured: measures,
        stated: measures,
        image: [],
        thumbnail: [],
      },
    });
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(verified)) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);

    const note = await screen.findByRole('region', { name: 'This property is already verified' });
    expect(note).toHaveTextContent('Verified on 2 Mar 2026 by Hari.');
    expect(note).toHaveTextContent('the new photos replace the earlier verifier’s photos');
    // Verifying again is allowed: the form is still there.
    expect(screen.getByRole('button', { name: 'Verify property' })).toBeInTheDocument();
  });

  it('shows no such note for a property waiting for verification', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });
    expect(screen.queryByText('This property is already verified')).not.toBeInTheDocument();
  });
});
