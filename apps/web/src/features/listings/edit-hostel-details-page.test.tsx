import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { EditHostelDetailsPage } from './edit-hostel-details-page';
import { EditHostelImagesPage } from './edit-listing-images-page';

const HOSTEL_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const routes = [
  { path: '/edit-details/:id', element: <EditHostelDetailsPage /> },
  { path: '/edit-image/:id', element: <EditHostelImagesPage /> },
];
const answer = (isOwner: boolean) => ({
  [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(ok(makeHostel({ _id: HOSTEL_ID, isOwner }))),
});
const notFound = () => screen.findByRole('heading', { level: 1, name: 'Page not found' });

describe('editing a hostel (/edit-details/{id}, /edit-image/{id})', () => {
  it('gives its owner the form, prefilled', async () => {
    logIn();
    stubApi(answer(true));
    renderRoutes(routes, `/edit-details/${HOSTEL_ID}`);
    expect(await screen.findByLabelText('Hostel name')).toHaveValue('Everest Boys Hostel');
    expect(screen.getByRole('button', { name: 'Update Hostel' })).toBeInTheDocument();
  });

  it('takes any whole price: 12500 typed is valid for the browser', async () => {
    logIn();
    stubApi(answer(true));
    const { user } = renderRoutes(routes, `/edit-details/${HOSTEL_ID}`);
    const price = await screen.findByLabelText('Monthly price (NPR)');
    await user.clear(price);
    await user.type(price, '12500');
    expect(price).toBeValid();
  });

  it.each([`/edit-details/${HOSTEL_ID}`, `/edit-image/${HOSTEL_ID}`])(
    '%s of someone else’s hostel is “Page not found”, with no form or buttons',
    async (url) => {
      logIn();
      stubApi(answer(false));
      renderRoutes(routes, url);
      expect(await notFound()).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('lets an admin edit any hostel, as the server does', async () => {
    logIn();
    localStorage.setItem('status', 'IsAdmin');
    stubApi(answer(false));
    renderRoutes(routes, `/edit-image/${HOSTEL_ID}`);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, without loading the hostel', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, `/edit-details/${HOSTEL_ID}`);
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is “Page not found” for an id that is no listing id', async () => {
    logIn();
    const fetchMock = stubApi({});
    renderRoutes(routes, '/edit-details/abc');
    expect(await notFound()).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
