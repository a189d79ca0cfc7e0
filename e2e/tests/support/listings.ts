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
  /** What the owner says about it (optional, as on the form): who it is for, meals, amenities. */
  gender?: 'boys' | 'girls' | 'anyone';
  meals?: 'none' | 'some' | 'all';
  amenities?: string[];
  /** Its pin, as the form sends it when a suggestion is chosen. */
  coordinate?: { lat: number; lon: number };
  /** The chat apps the owner answers on at the contact number (none when left out). */
  contactApps?: ('whatsapp' | 'viber')[];
}

/**
 * A hostel added by `owner` through the real API, waiting for verification; its id. The body is
 * multipart as the form sends it: each amenity is one more `amenities` field.
 */
export async function addHostel(
  request: APIRequestContext,
  owner: StoredSession,
  hostel: HostelToAdd,
): Promise<string> {
  const form = new FormData();
  const fields = {
    name: hostel.name,
    location: hostel.location,
    room: hostel.room,
    description: hostel.description,
    contact_no: '9841234567',
    price: hostel.price,
    gender: hostel.gender,
    meals: hostel.meals,
    lat: hostel.coordinate?.lat.toString(),
    lon: hostel.coordinate?.lon.toString(),
  };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const amenity of hostel.amenities ?? []) form.append('amenities', amenity);
  for (const app of hostel.contactApps ?? []) form.append('contactApps', app);
  // Files last, as the form sends them: the server reads the text fields first.
  const photo = new Blob([await readFile(hostelPhoto)], { type: 'image/png' });
  form.append('image', photo, 'hostel-front.png');
  const added = await request.post('/api/hostels/add-hostel', {
    headers: bearer(owner),
    multipart: form,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { data } = (await added.json()) as { data: { _id: string } };
  return data._id;
}

/**
 * A hostel added by `owner` and verified by `admin` from the desk (checked, not visited), through
 * the real API, so it shows in search; its id.
 */
export async function addVerifiedHostel(
  request: APIRequestContext,
  sessions: { owner: StoredSession; admin: StoredSession },
  hostel: HostelToAdd,
): Promise<string> {
  const id = await addHostel(request, sessions.owner, hostel);
  const verified = await request.put(`/api/hostels/verify/${id}`, { headers: bearer(sessions.admin) });
  expect(verified.status()).toBe(200);
  return id;
}

/** The hostel search for a location, as the search bar leaves it in the address. */
export const hostelSearchUrl = (location: string) =>
  `/bhada/hostel?${new URLSearchParams({ location }).toString()}`;

/** A visitor searches hostels by the hostel's location and opens its overlay from the results. */
export async function openHostelFromSearch(page: Page, hostel: { name: string; location: string }) {
  await page.goto(hostelSearchUrl(hostel.location));
  await page.getByRole('link', { name: hostel.name, exact: true }).click();
}
