import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { bearer, type StoredSession } from './session';

const hostelPhoto = new URL('../../fixtures/hostel-front.png', import.meta.url);

export interface HostelToAdd {
  name: string;
  location: string;
  room: string;
  description: string;
  price: string;
}

/**
 * A hostel added by `owner` and verified by `admin`, through the real API, so it shows in search;
 * its id.
 */
export async function addVerifiedHostel(
  request: APIRequestContext,
  sessions: { owner: StoredSession; admin: StoredSession },
  hostel: HostelToAdd,
): Promise<string> {
  const added = await request.post('/api/hostels/add-hostel', {
    headers: bearer(sessions.owner),
    multipart: {
      name: hostel.name,
      location: hostel.location,
      room: hostel.room,
      description: hostel.description,
      contact_no: '9841234567',
      price: hostel.price,
      image: { name: 'hostel-front.png', mimeType: 'image/png', buffer: await readFile(hostelPhoto) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { data } = (await added.json()) as { data: { _id: string } };
  const verified = await request.put(`/api/hostels/verify/${data._id}`, { headers: bearer(sessions.admin) });
  expect(verified.status()).toBe(200);
  return data._id;
}

/** The hostel search for a location, as the search bar leaves it in the address. */
export const hostelSearchUrl = (location: string) =>
  `/bhada/hostel?${new URLSearchParams({ location }).toString()}`;

/** A visitor searches hostels by the hostel's location and opens its overlay from the results. */
export async function openHostelFromSearch(page: Page, hostel: { name: string; location: string }) {
  await page.goto(hostelSearchUrl(hostel.location));
  await page.getByRole('link', { name: hostel.name, exact: true }).click();
}
