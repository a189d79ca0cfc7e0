import { LISTING_MESSAGES } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeEvidence, makeHostel, makeProperty } from '@/test/factories';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { makeImageFile } from '@/test/image-files';
import { stubObjectUrls } from '@/test/object-url-stub';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { EditHostelImagesPage, EditPropertyImagesPage } from './edit-listing-images-page';

// Listing ids are UUIDs: the screen shows "Page not found" for anything else.
const HOSTEL_ID = '3f2c9a4e-8b1d-4e6f-9a2b-5c7d8e9f0a1b';
/** The hostel whose photos are edited. */
const thisHostel = (overrides: Parameters<typeof makeHostel>[0] = {}) =>
  makeHostel({ _id: HOSTEL_ID, ...overrides });

const routes = [
  { path: '/edit-image/:id', element: <EditHostelImagesPage /> },
  { path: '/edit-property-image/:id', element: <EditPropertyImagesPage /> },
  { path: '/control-hostel', element: <p>Dashboard</p> },
];

const ONE_LEFT = thisHostel({
  image: ['/uploads/bb/two-1200.webp'],
  thumbnail: ['/uploads/bb/two-400.webp'],
});

beforeEach(() => {
  logIn();
  stubXhr();
  stubObjectUrls();
});

function renderPhotosPage(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(ok(thisHostel())),
    ...handlers,
  });
  const view = renderRoutes(routes, `/edit-image/${HOSTEL_ID}`);
  const photoInput = () => document.getElementById('edit-photos') as HTMLInputElement;
  return { ...view, fetchMock, photoInput };
}

const save = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

describe('edit hostel photos (/edit-image/{id})', () => {
  it('shows the stored photos with an n/5 counter, Cancel and Save Changes', async () => {
    renderPhotosPage();
    expect(await screen.findByText('2/5')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/aa/one-400.webp',
      '/uploads/bb/two-400.webp',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(save()).toBeEnabled();
  });

  it('deletes a stored photo at once, and disables Save when no photo remains', async () => {
    const { user, fetchMock } = renderPhotosPage({
      'PUT /api/hostels/delete-image': () => jsonResponse(ok(ONE_LEFT)),
    });
    await screen.findByText('2/5');

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    expect(await screen.findByText('1/5')).toBeInTheDocument();
    const [init] = callsTo(fetchMock, '/api/hostels/delete-image');
    expect(jsonBodyOf(init)).toEqual({ id: HOSTEL_ID, index: 0, image: '/uploads/aa/one-1200.webp' });

    // The last stored photo cannot be deleted on its own; it is set aside until Save.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('0/5')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/hostels/delete-image')).toHaveLength(1);
    expect(save()).toBeDisabled();
    expect(screen.getByText('Add at least one photo to save.')).toBeInTheDocument();
  });

  it('sends the kept photos and the new ones together, with progress', async () => {
    const { user, photoInput } = renderPhotosPage();
    await screen.findByText('2/5');

    await user.upload(photoInput(), [makeImageFile('new.jpg')]);
    expect(screen.getByText('3/5')).toBeInTheDocument();
    await user.click(save());

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/hostels/edit-details/${HOSTEL_ID}`);
    expect(xhr.form.getAll('existingImages')).toEqual([
      '/uploads/aa/one-1200.webp',
      '/uploads/bb/two-1200.webp',
    ]);
    expect(xhr.form.getAll('image').map((file) => (file as File).name)).toEqual(['new.jpg']);
    act(() => xhr.progress(1, 2));
    expect(screen.getByRole('progressbar', { name: 'Uploading… 50%' })).toBeInTheDocument();
    expect(save()).toBeDisabled();

    act(() => xhr.respond(200, ok(thisHostel(), 'Photos updated.')));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Photos updated.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('replaces a set-aside last photo with the new ones, and keeps them when saving fails', async () => {
    const { user, photoInput } = renderPhotosPage({
      [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(ok(ONE_LEFT)),
    });
    await screen.findByText('1/5');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(photoInput(), [makeImageFile('a.jpg'), makeImageFile('b.jpg')]);
    expect(save()).toBeEnabled();

    await user.click(save());
    const xhr = lastXhr();
    expect(xhr.form.getAll('existingImages')).toEqual([]);
    act(() => xhr.respond(500, failure('')));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Failed to update images. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('when the photos changed meanwhile, says so and shows them as they are now, keeping the new files', async () => {
    let loads = 0;
    const { user, photoInput } = renderPhotosPage({
      [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(ok(loads++ === 0 ? thisHostel() : ONE_LEFT)),
    });
    await screen.findByText('2/5');
    await user.upload(photoInput(), [makeImageFile('new.jpg')]);
    await user.click(save());
    act(() =>
      lastXhr().respond(409, failure(LISTING_MESSAGES.images.changedMeanwhile, { code: 'PHOTOS_CHANGED' })),
    );

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LISTING_MESSAGES.images.changedMeanwhile);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2/5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 3' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('says so when a photo cannot be deleted, and keeps it', async () => {
    const { user } = renderPhotosPage({
      'PUT /api/hostels/delete-image': () => jsonResponse(failure(''), 500),
    });
    await screen.findByText('2/5');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByText('Failed to delete image. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('2/5')).toBeInTheDocument();
  });

  it('offers Retry when the photos cannot be loaded', async () => {
    stubApi({ [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(failure(''), 500) });
    renderRoutes(routes, `/edit-image/${HOSTEL_ID}`);
    expect(await screen.findByText('Failed to load images. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const PROPERTY_ID = '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a';
const VERIFIER_PHOTO = '/uploads/vv/verifier-1200.webp';
/** A visited property: two photos of the owner's, then one of the verifier's. */
const thisProperty = (overrides: Parameters<typeof makeProperty>[0] = {}) =>
  makeProperty({
    _id: PROPERTY_ID,
    name: 'Thapa Niwas',
    isOwner: true,
    image: ['/uploads/aa/front-1200.webp', '/uploads/bb/kitchen-1200.webp', VERIFIER_PHOTO],
    thumbnail: [
      '/uploads/aa/front-400.webp',
      '/uploads/bb/kitchen-400.webp',
      '/uploads/vv/verifier-400.webp',
    ],
    evidence: makeEvidence({ image: [VERIFIER_PHOTO], thumbnail: ['/uploads/vv/verifier-400.webp'] }),
    ...overrides,
  });

describe('edit property photos (/edit-property-image/{id})', () => {
  function renderPropertyPhotos(handlers: Parameters<typeof stubApi>[0] = {}) {
    const fetchMock = stubApi({
      [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())),
      ...handlers,
    });
    const view = renderRoutes(routes, `/edit-property-image/${PROPERTY_ID}`);
    return {
      ...view,
      fetchMock,
      photoInput: () => document.getElementById('edit-photos') as HTMLInputElement,
    };
  }

  it('shows the owner’s photos to edit, and the verifier’s apart, labelled and not editable', async () => {
    renderPropertyPhotos();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit property photos' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2/5')).toBeInTheDocument();
    const verifier = screen.getByRole('region', { name: 'Photos from the verifier’s visit' });
    expect(within(verifier).getByRole('img', { name: 'Verifier’s photo 1' })).toHaveAttribute(
      'src',
      '/uploads/vv/verifier-400.webp',
    );
    expect(within(verifier).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 3' })).not.toBeInTheDocument();
  });

  it('deletes an own photo on the landlord route, and saves the kept and new ones on it', async () => {
    const { user, fetchMock, photoInput } = renderPropertyPhotos({
      'PUT /api/landlords/delete-image': () =>
        jsonResponse(
          ok(
            thisProperty({
              image: ['/uploads/bb/kitchen-1200.webp', VERIFIER_PHOTO],
              thumbnail: ['/uploads/bb/kitchen-400.webp', '/uploads/vv/verifier-400.webp'],
            }),
          ),
        ),
    });
    await screen.findByText('2/5');

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText('1/5')).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/delete-image')[0])).toEqual({
      id: PROPERTY_ID,
      index: 0,
      image: '/uploads/aa/front-1200.webp',
    });

    await user.upload(photoInput(), [makeImageFile('balcony.jpg')]);
    await user.click(save());
    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/landlords/edit-details/${PROPERTY_ID}`);
    expect(xhr.form.getAll('existingImages')).toEqual(['/uploads/bb/kitchen-1200.webp']);
    expect(xhr.form.getAll('image').map((file) => (file as File).name)).toEqual(['balcony.jpg']);
    act(() => xhr.respond(200, ok(thisProperty(), 'Photos updated.')));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Photos updated.');
  });

  it('deletes a property’s last own photo at once: a property may have none of the owner’s', async () => {
    const one = {
      image: ['/uploads/aa/front-1200.webp', VERIFIER_PHOTO],
      thumbnail: ['/uploads/aa/front-400.webp', '/uploads/vv/verifier-400.webp'],
    };
    const { user, fetchMock } = renderPropertyPhotos({
      [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty(one))),
      'PUT /api/landlords/delete-image': () =>
        jsonResponse(
          ok(thisProperty({ image: [VERIFIER_PHOTO], thumbnail: ['/uploads/vv/verifier-400.webp'] })),
        ),
    });
    await screen.findByText('1/5');

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText('0/5')).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/delete-image')[0])).toEqual({
      id: PROPERTY_ID,
      index: 0,
      image: '/uploads/aa/front-1200.webp',
    });
    expect(screen.queryByText('Add at least one photo to save.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Photos from the verifier’s visit' })).toBeInTheDocument();
  });

  it('is “Page not found” for someone else’s property', async () => {
    renderPropertyPhotos({
      [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty({ isOwner: false }))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
