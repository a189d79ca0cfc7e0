import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';

const app = await buildTestApp();
const autocomplete = (query: string) =>
  app.inject({ method: 'GET', url: `/api/geocode/autocomplete?${query}` });

describe('GET /api/geocode/autocomplete', () => {
  it('suggests places with formatted text and coordinates', async () => {
    const res = await autocomplete('q=thamel');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      formatted: expect.stringContaining('Thamel'),
      formattedNe: 'ठमेल, काठमाडौं, बागमती, नेपाल',
      lat: expect.any(Number),
      lon: expect.any(Number),
      kind: 'locality',
    });
  });

  it.each([
    ['Pulchowk', 'Pulchowk Campus, Lalitpur, Bagmati, Nepal'],
    ['TU%20Kirtipur', 'Tribhuvan University, Kirtipur, Kathmandu, Bagmati, Nepal'],
    ['IOE', 'Pulchowk Campus, Lalitpur, Bagmati, Nepal'],
    ['KU%20Dhulikhel', 'Kathmandu University, Dhulikhel, Kavrepalanchok, Bagmati, Nepal'],
  ])('finds the campus for %s and says it is a campus', async (q, formatted) => {
    const data: { formatted: string; kind: string; lat: number; lon: number }[] = (
      await autocomplete(`q=${q}`)
    ).json().data;
    expect(data).toContainEqual({
      formatted,
      formattedNe: expect.any(String),
      kind: 'campus',
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
  });

  it('keeps campuses in the kathmandu scope when they are in the valley', async () => {
    const valley: { formatted: string }[] = (await autocomplete('q=campus&scope=kathmandu&limit=15')).json()
      .data;
    expect(valley.map((p) => p.formatted)).toContain('Pulchowk Campus, Lalitpur, Bagmati, Nepal');
    expect(valley.every((p) => !p.formatted.includes('Pokhara'))).toBe(true);
  });

  it('gives each suggestion in Nepali too, and finds Kirtipur from Nepali text', async () => {
    for (const q of ['kirt', encodeURIComponent('कीर्ति')]) {
      expect((await autocomplete(`q=${q}`)).json().data[0], q).toMatchObject({
        formatted: 'Kirtipur, Kathmandu, Bagmati, Nepal',
        formattedNe: 'कीर्तिपुर, काठमाडौं, बागमती, नेपाल',
        kind: 'municipality',
      });
    }
    expect((await autocomplete('q=lakeside')).json().data[0]).toMatchObject({
      formattedNe: 'लेकसाइड, पोखरा, गण्डकी, नेपाल',
    });
    expect((await autocomplete('q=balkumari')).json().data[0]).toMatchObject({
      formatted: 'Balkumari, Lalitpur, Bagmati, Nepal',
      formattedNe: 'बालकुमारी, ललितपुर, बागमती, नेपाल',
    });
    // No Nepali name in the gazetteer: null, and the English one is shown.
    expect((await autocomplete('q=IOM')).json().data[0]).toMatchObject({ formattedNe: null });
  });

  it('answers nothing below 2 characters', async () => {
    expect((await autocomplete('q=p')).json().data).toEqual([]);
  });

  it('limits to 10 by default and 15 at most', async () => {
    expect((await autocomplete('q=ka')).json().data.length).toBeLessThanOrEqual(10);
    expect((await autocomplete('q=ka&limit=15')).json().data.length).toBeLessThanOrEqual(15);
    expect((await autocomplete('q=ka&limit=16')).statusCode).toBe(400);
  });

  it('keeps the kathmandu scope inside the valley', async () => {
    const data: { formatted: string }[] = (await autocomplete('q=lakeside&scope=kathmandu')).json().data;
    expect(data.every((p) => !p.formatted.includes('Pokhara'))).toBe(true);
  });

  it.each(['.*', '%25', "'", '%5C', '%F0%9F%8F%A0'])('answers hostile input %s with 200', async (q) => {
    expect((await autocomplete(`q=${q}`)).statusCode).toBe(200);
  });

  it('answers over-long text with 400, never 5xx', async () => {
    expect((await autocomplete(`q=${'a'.repeat(5000)}`)).statusCode).toBe(400);
  });
});
