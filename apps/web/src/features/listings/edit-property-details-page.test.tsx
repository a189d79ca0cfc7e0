import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeProperty } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { EditPropertyDetailsPage } from './edit-property-details-page';

const PROPERTY_ID = '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a';
const thisProperty = (overrides: Parameters<typeof makeProperty>[0] = {}) =>
  makeProperty({
    _id: PROPERTY_ID,
    isOwner: true,
    name: 'Thapa Niwas',
    price: 25000,
    shutter: null,
    description: 'Two rooms and a kitchen.',
    propertyType: 'flat',
    parking: true,
    ...overrides,
  });

const routes = [
  { path: '/edit-property/:id', element: <EditPropertyDetailsPage /> },
  { path: '/control-hostel', element: <p>My listings page</p> },
];

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const save = () => screen.getByRole('button', { name: 'Save changes' });

beforeEach(logIn);

function renderPage(put = () => jsonResponse(ok(thisProperty({ price: 12500 }), 'Property updated.'))) {
  const fetchMock = stubApi({
    [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())),
    [`PUT /api/landlords/edit-details/${PROPERTY_ID}`]: put,
  });
  const view = renderRoutes(routes, `/edit-property/${PROPERTY_ID}`);
  return { ...view, fetchMock };
}

describe('edit property details (/edit-property/{id})', () => {
  it('starts from the property as it is, and sends the changed details as JSON', async () => {
    const { user, fetchMock } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit property details' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Thapa Niwas')).toBeInTheDocument();
    expect(field('Monthly rent (NPR)')).toHaveValue(25000);
    expect(field('Description')).toHaveValue('Two rooms and a kitchen.');
    expect(field('Kind of place')).toHaveValue('flat');

    await user.clear(field('Monthly rent (NPR)'));
    await user.type(field('Monthly rent (NPR)'), '12500');
    expect(field('Monthly rent (NPR)')).toBeValid();
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Two rooms, a kitchen and a balcony.');
    await user.click(save());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Property updated.');
    expect(jsonBodyOf(callsTo(fetchMock, `/api/landlords/edit-details/${PROPERTY_ID}`)[0])).toMatchObject({
      name: 'Thapa Niwas',
      location: 'Baneshwor, Kathmandu',
      Contact_no1: '9801234567',
      price: 12500,
      description: 'Two rooms, a kitchen and a balcony.',
      propertyType: 'flat',
      parking: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('My listings page')).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    const { user } = renderPage(() =>
      jsonResponse(
        failure('Price can be at most Rs. 10 crore', {
          errors: { price: 'Price can be at most Rs. 10 crore' },
          errorCodes: { price: 'listings.property.priceMax' },
        }),
        400,
      ),
    );
    await screen.findByDisplayValue('Thapa Niwas');
    await user.click(save());

    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(field('Monthly rent (NPR)')).toHaveAccessibleDescription(
      expect.stringContaining('Price can be at most Rs. 10 crore') as string,
    );
    expect(field('Monthly rent (NPR)')).toHaveValue(25000);
  });

  it('is “Page not found” for someone else’s property', async () => {
    stubApi({
      [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty({ isOwner: false }))),
    });
    renderRoutes(routes, `/edit-property/${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
