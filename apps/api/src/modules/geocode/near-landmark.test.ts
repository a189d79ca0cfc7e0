import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceById } from '../../integrations/gazetteer';
import { createUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';

// A listing search that names a campus (as the web sends it after the campus was chosen) finds the
// listings around it, nearest first, although no listing's location names the campus.
const app = await buildTestApp();
const campus = getPlaceById('pulchowk-campus');
if (!campus) throw new Error('Pulchowk Campus is missing from the gazetteer');

const SEEDS = [
  { name: 'Jawalakhel Hostel', location: 'Jawalakhel, Lalitpur, Bagmati, Nepal', lat: 27.6748, lon: 85.3121 },
  { name: 'Thapathali Hostel', location: 'Thapathali, Kathmandu, Bagmati, Nepal', lat: 27.692, lon: 85.3195 },
  { name: 'Kirtipur Hostel', location: 'Kirtipur, Kathmandu, Bagmati, Nepal', lat: 27.6787, lon: 85.2775 },
  { name: 'Near Campus Hostel', location: 'Near Pulchowk Campus, Lalitpur', lat: 27.6825, lon: 85.318 },
  {
    name: 'Lakeside Hostel',
    location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
    lat: 28.2117,
    lon: 83.9573,
  },
];

const search = async (query: Record<string, string>) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/hostels/by-address?${new URLSearchParams(query).toString()}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { name: string }[]; meta: { total: number } }>();
};

beforeAll(async () => {
  const owner = await createUser(app);
  for (const seed of SEEDS) await seedListing(app, owner.id, seed);
});

describe('searching near a campus', () => {
  const location = 'Pulchowk Campus, Lalitpur, Bagmati, Nepal';

  it('sorts the listings around it by distance from it', async () => {
    const found = await search({
      location,
      lat: String(campus.lat),
      lon: String(campus.lon),
      sort: 'nearest',
    });
    expect(found.data.map((l) => l.name)).toEqual([
      'Near Campus Hostel',
      'Thapathali Hostel',
      'Jawalakhel Hostel',
      'Kirtipur Hostel',
    ]);
    expect(found.meta.total).toBe(4);
  });

  it('finds them by the typed name of the campus too, and nothing far away', async () => {
    const found = await search({ location: 'IOE Pulchowk' });
    expect(found.data.map((l) => l.name).sort()).toEqual([
      'Jawalakhel Hostel',
      'Kirtipur Hostel',
      'Near Campus Hostel',
      'Thapathali Hostel',
    ]);
  });

  it('files a listing that names the campus under its town', async () => {
    const found = await search({ location: 'Lalitpur' });
    expect(found.data.map((l) => l.name).sort()).toEqual(['Jawalakhel Hostel', 'Near Campus Hostel']);
  });
});
