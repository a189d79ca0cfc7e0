import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { jsonResponse, ok, requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { makeEvidence, makeListedProperty, makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const PROPERTIES = '/api/landlords/verified/by-address';
const TAKEN_AT = '2026-10-01T09:30:00.000Z';

const visited = makeListedProperty({
  name: 'Sharma Niwas',
  evidence: makeEvidence({
    measured: { length: 9.6, width: 6.6, area: 63.4, rooms: 4, bathrooms: 1 },
    photosTakenAt: TAKEN_AT,
    image: ['/uploads/v1-1200.webp', '/uploads/v2-1200.webp', '/uploads/v3-1200.webp'],
    thumbnail: ['/uploads/v1-400.webp', '/uploads/v2-400.webp', '/uploads/v3-400.webp'],
  }),
});
const PHOTOS_PATH = `/api/listings/${visited._id}/visit-photos`;

/** The admin's answer: one photo near the pin (its metadata), one 1.2 km away (the phone's), one with no position. */
const photos = [
  {
    thumbnail: '/uploads/v1-400.webp',
    sha256: 'a'.repeat(64),
    takenAt: TAKEN_AT,
    positionSource: 'exif',
    lat: 28.2353,
    lon: 83.9902,
    distanceM: 35.4,
    far: false,
  },
  {
    thumbnail: '/uploads/v2-400.webp',
    sha256: 'b'.repeat(64),
    takenAt: TAKEN_AT,
    positionSource: 'device',
    lat: 28.246,
    lon: 83.99,
    distanceM: 1234,
    far: true,
  },
  {
    thumbnail: '/uploads/v3-400.webp',
    sha256: 'c'.repeat(64),
    takenAt: TAKEN_AT,
    positionSource: 'none',
    lat: null,
    lon: null,
    distanceM: null,
    far: false,
  },
];

async function openOverlay() {
  const view = renderApp('/bhada/bhada?location=pokhara');
  await view.user.click(await screen.findByRole('link', { name: 'Sharma Niwas' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sharma Niwas' }));
  return { ...view, dialog };
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('a visit’s photo evidence', { timeout: 30_000 }, () => {
  it('the admin sees each photo’s time and distance from the pin, a flag past 200 m, and “No position”', async () => {
    logIn();
    localStorage.setItem('status', 'IsAdmin');
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
      [`GET ${PROPERTIES}`]: () => searchPage([visited]),
      [`GET ${PHOTOS_PATH}`]: () => jsonResponse(ok(photos)),
    });
    const { dialog } = await openOverlay();

    const evidence = within(
      await dialog.findByRole('region', { name: 'Photo evidence (only you see this)' }),
    );
    const items = await evidence.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [near, far, unknown] = items.map((item) => within(item));
    expect(near?.getByText(`Taken ${formatDateTime(TAKEN_AT, 'en')}`)).toBeInTheDocument();
    expect(near?.getByText('35 m from the pin')).toBeInTheDocument();
    expect(near?.getByText('Position from the photo itself')).toBeInTheDocument();
    expect(far?.getByText('Position from the verifier’s phone when sending')).toBeInTheDocument();
    expect(unknown?.queryByText(/^Position from/)).not.toBeInTheDocument();
    const flag = far?.getByText('Taken 1.2 km from the pin — check');
    expect(flag).toHaveClass('visit-photo__where--far');
    expect(unknown?.getByText('No position')).toBeInTheDocument();
    expect(near?.getByRole('img', { name: 'Verifier’s photo 1 of 3' })).toHaveAttribute(
      'src',
      '/uploads/v1-400.webp',
    );
  });

  it('a tenant never asks for it, and sees only the day the photos were taken', async () => {
    const fetchMock = stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([visited]) });
    const { dialog } = await openOverlay();

    expect(dialog.getByText('Photos taken on site on 1 Oct 2026')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: /Photo evidence/ })).not.toBeInTheDocument();
    expect(dialog.queryByText(/from the pin/)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, PHOTOS_PATH)).toHaveLength(0);
  });
});
