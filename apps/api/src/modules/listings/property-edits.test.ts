import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData, largePng } from '../../../test/images';
import { photos, validProperty } from '../../../test/listings';
import { ownerEditCalls, ownerStrangerAdmin } from '../../../test/owner-edits';

// Editing a property as a hostel is edited: JSON details, or multipart photos (the owner's only;
// the verifier's stay), and removing one photo.
const app = await buildTestApp();
let owner: string;
let stranger: string;
let admin: string;

beforeAll(async () => {
  ({ owner, stranger, admin } = await ownerStrangerAdmin(app));
});

type PropertyView = {
  _id: string;
  image: string[];
  evidence: { image: string[] } | null;
  verification: { changed?: string[] } | null;
};

/** A property of the owner's, with `ownerPhotos` photos of their own. */
async function listProperty(ownerPhotos: number) {
  const { coordinate, ...rest } = validProperty;
  const fields = {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
    lat: String(coordinate.lat),
    lon: String(coordinate.lon),
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/landlords/add',
    headers: bearer(owner),
    payload: formData(fields, await photos(ownerPhotos)),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ data: PropertyView }>().data;
}

/** The admin's measurement form with `count` photos: the verifier's photos. */
async function verify(id: string, count: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${id}`,
    headers: bearer(admin),
    payload: formData(
      { length: '10', width: '8', room: '3', bathroom: '1', description: 'Sunny, tank on the roof.' },
      await photos(count),
    ),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ data: PropertyView }>().data;
}

const ownerPhotosOf = (p: PropertyView) => p.image.filter((url) => !p.evidence?.image.includes(url));
const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

const details = {
  ...validProperty,
  name: 'Sharma Niwas, top floor',
  location: 'Thamel, Kathmandu, Bagmati, Nepal',
  coordinate: { lat: 27.7154, lon: 85.3123 },
  price: 12_500,
  Contact_no2: '',
  description: 'Top floor, own kitchen.',
  furnished: true,
};
const { editDetails, editPhotos, deleteImage } = ownerEditCalls(app, 'property', details);

describe('PUT /api/landlords/edit-details/{id} (JSON details)', () => {
  it('updates the owner’s details and says so', async () => {
    const property = await listProperty(0);
    const res = await editDetails(property._id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Property updated.');
    expect(res.json().data).toMatchObject({
      name: 'Sharma Niwas, top floor',
      location: 'Thamel, Kathmandu, Bagmati, Nepal',
      coordinate: { lat: 27.7154, lon: 85.3123 },
      price: 12_500,
      Contact_no2: null,
      description: 'Top floor, own kitchen.',
      furnished: true,
    });
  });

  it('keeps an attribute left out and clears one sent as null', async () => {
    const property = await listProperty(0);
    await editDetails(property._id, owner, { ...details, water: 'all_day', floor: 2 });
    const without = { ...details, floor: null };
    const res = await editDetails(property._id, owner, without);
    expect(res.json().data).toMatchObject({ water: 'all_day', floor: null, furnished: true });
  });

  it.each([
    [12_500, 200],
    [0, 200],
  ])('accepts a rent of Rs %i', async (price, code) => {
    const property = await listProperty(0);
    const res = await editDetails(property._id, owner, { ...details, price });
    expect(res.statusCode).toBe(code);
    expect(res.json().data.price).toBe(price);
  });

  it.each([
    ['price', { price: -1 }, 'Price cannot be negative'],
    ['price', { price: 1.5 }, 'Price must be a whole number'],
    ['name', { name: '' }, 'Property name is required'],
    ['description', { description: 'x'.repeat(5001) }, 'Description can be at most 5000 characters.'],
  ])('refuses %s (%o) with its message', async (field, change, message) => {
    const property = await listProperty(0);
    const res = await editDetails(property._id, owner, { ...details, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('is 403 for another user, as the hostel routes answer, and allowed for an admin', async () => {
    const property = await listProperty(0);
    const refused = await editDetails(property._id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the owner of this listing can change it.');
    expect((await editDetails(property._id, admin)).statusCode).toBe(200);
  });

  it('marks a new name or place changed since the visit; a new price only as a price change', async () => {
    const property = await listProperty(0);
    await verify(property._id, 1);
    const priced = await editDetails(property._id, owner, { ...validProperty, price: 26_000 });
    expect(priced.json().data.verification.changed).toBeUndefined();
    expect(priced.json().data.priceChange).toMatchObject({ from: 25_000, to: 26_000 });
    const renamed = await editDetails(property._id, owner);
    expect(renamed.json().data.verification.changed).toEqual(['name', 'location']);
  });
});

describe('PUT /api/landlords/edit-details/{id} (multipart photos)', () => {
  it('keeps the listed owner photos in order, adds new ones, removes the rest; the verifier’s stay', async () => {
    const listed = await listProperty(3);
    const verified = await verify(listed._id, 2);
    const [a, b, c] = ownerPhotosOf(verified) as [string, string, string];
    const visit = verified.evidence?.image ?? [];
    expect(visit).toHaveLength(2);
    const res = await editPhotos(listed._id, owner, [c, a], 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Photos updated.');
    const after = res.json<{ data: PropertyView }>().data;
    expect(ownerPhotosOf(after)).toHaveLength(3);
    expect(ownerPhotosOf(after).slice(0, 2)).toEqual([c, a]);
    expect(after.evidence?.image).toEqual(visit);
    expect(await status(b)).toBe(404);
    for (const url of visit) expect(await status(url)).toBe(200);
    expect(after.verification?.changed).toEqual(['photos']);
  });

  it('refuses an edit that keeps and adds none (an empty form would remove them all)', async () => {
    const listed = await listProperty(2);
    const res = await editPhotos(listed._id, owner, [], 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Keep or add at least one photo.');
    expect(await status(listed.image[0] ?? '')).toBe(200);
  });

  it('adds photos to a property listed without any', async () => {
    const listed = await listProperty(0);
    const res = await editPhotos(listed._id, owner, [], 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image).toHaveLength(2);
  });

  it('refuses to keep a verifier’s photo as the owner’s, and more than 5 in all', async () => {
    const listed = await listProperty(1);
    const verified = await verify(listed._id, 1);
    const foreign = await editPhotos(listed._id, owner, verified.image, 0);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Only this property’s own photos can be kept.');
    const many = await editPhotos(listed._id, owner, ownerPhotosOf(verified), 5);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('You can only upload up to 5 images.');
  });

  it('refuses a new photo over 5 MB with the hostel’s message', async () => {
    const listed = await listProperty(1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/landlords/edit-details/${listed._id}`,
      headers: bearer(owner),
      payload: formData({ existingImages: listed.image }, [
        { name: 'big.png', data: await largePng(), type: 'image/png' },
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Some files exceed the 5MB limit and weren't uploaded.");
  });

  it('is 403 for another user', async () => {
    const listed = await listProperty(1);
    expect((await editPhotos(listed._id, stranger, listed.image, 1)).statusCode).toBe(403);
  });
});

describe('PUT /api/landlords/delete-image', () => {
  it('removes one of the owner’s photos, the last one too, never the verifier’s; 403 for others', async () => {
    const listed = await listProperty(2);
    const verified = await verify(listed._id, 1);
    const [first, second] = ownerPhotosOf(verified) as [string, string];
    const visit = verified.evidence?.image ?? [];
    expect((await deleteImage(stranger, { id: listed._id, index: 0 })).statusCode).toBe(403);
    const res = await deleteImage(owner, { id: listed._id, index: 0, image: first });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Photo removed.');
    expect(ownerPhotosOf(res.json().data)).toEqual([second]);
    expect(await status(first)).toBe(404);
    // A verifier's photo named here is none of the owner's: nothing is removed.
    const theirs = await deleteImage(owner, { id: listed._id, index: 0, image: visit[0] });
    expect(theirs.json().data.evidence.image).toEqual(visit);
    expect(ownerPhotosOf(theirs.json().data)).toEqual([second]);
    const last = await deleteImage(owner, { id: listed._id, index: 0, image: second });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.image).toEqual(visit);
    for (const url of visit) expect(await status(url)).toBe(200);
  });
});
