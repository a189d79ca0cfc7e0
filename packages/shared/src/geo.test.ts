import { describe, expect, it } from 'vitest';
import { distanceKm, roundDistance, walkingTime } from './geo';

// Points as in the built-in gazetteer (checked against Wikipedia and OpenStreetMap).
const PULCHOWK_CAMPUS = { lat: 27.6829, lon: 85.3178 };
const TU_KIRTIPUR = { lat: 27.6818, lon: 85.2865 };
const KU_DHULIKHEL = { lat: 27.6198, lon: 85.5386 };
const POKHARA = { lat: 28.2096, lon: 83.9856 };

describe('distanceKm', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(PULCHOWK_CAMPUS, PULCHOWK_CAMPUS)).toBe(0);
    expect(distanceKm(PULCHOWK_CAMPUS, TU_KIRTIPUR)).toBeCloseTo(distanceKm(TU_KIRTIPUR, PULCHOWK_CAMPUS), 9);
  });

  it('measures known distances', () => {
    // Pulchowk Campus to Tribhuvan University, Kirtipur: about 3.1 km across the Bagmati.
    expect(distanceKm(PULCHOWK_CAMPUS, TU_KIRTIPUR)).toBeCloseTo(3.09, 1);
    // Pulchowk Campus to Kathmandu University, Dhulikhel: about 23 km east.
    expect(distanceKm(PULCHOWK_CAMPUS, KU_DHULIKHEL)).toBeCloseTo(22.9, 0);
    // Pulchowk Campus to Pokhara: about 139 km west.
    expect(distanceKm(PULCHOWK_CAMPUS, POKHARA)).toBeGreaterThan(135);
    expect(distanceKm(PULCHOWK_CAMPUS, POKHARA)).toBeLessThan(145);
  });

  it('gives a degree of latitude as about 111.2 km', () => {
    expect(distanceKm({ lat: 27, lon: 85 }, { lat: 28, lon: 85 })).toBeCloseTo(111.2, 1);
  });
});

describe('roundDistance', () => {
  it.each([
    [0, { unit: 'm', value: 50 }],
    [0.012, { unit: 'm', value: 50 }],
    [0.26, { unit: 'm', value: 250 }],
    [0.974, { unit: 'm', value: 950 }],
    [0.98, { unit: 'km', value: 1 }],
    [1.24, { unit: 'km', value: 1.2 }],
    [9.94, { unit: 'km', value: 9.9 }],
    [9.96, { unit: 'km', value: 10 }],
    [22.9, { unit: 'km', value: 23 }],
    [1234.4, { unit: 'km', value: 1234 }],
  ])('%d km → %o', (km, expected) => expect(roundDistance(km)).toEqual(expected));
});

describe('walkingTime', () => {
  it('walks 1.3 times the straight line at 4.5 km/h', () => {
    // 1.2 km × 1.3 / 4.5 km/h = 20.8 minutes, rounded to 5.
    expect(walkingTime(1.2)).toEqual({ hours: 0, minutes: 20 });
    // 0.5 km → 8.7 minutes, to the minute.
    expect(walkingTime(0.5)).toEqual({ hours: 0, minutes: 9 });
    // Pulchowk Campus to TU Kirtipur: about 55 minutes on foot.
    expect(walkingTime(distanceKm(PULCHOWK_CAMPUS, TU_KIRTIPUR))).toEqual({ hours: 0, minutes: 55 });
  });

  it('is at least one minute', () => {
    expect(walkingTime(0)).toEqual({ hours: 0, minutes: 1 });
    expect(walkingTime(0.01)).toEqual({ hours: 0, minutes: 1 });
  });

  it('says hours from an hour on', () => {
    // 3.6 km → 62.4 minutes → 1 h.
    expect(walkingTime(3.6)).toEqual({ hours: 1, minutes: 0 });
    // 5 km → 86.7 minutes → 1 h 25 min.
    expect(walkingTime(5)).toEqual({ hours: 1, minutes: 25 });
  });

  it('gives none past three hours or for nonsense', () => {
    expect(walkingTime(10)).toEqual({ hours: 2, minutes: 55 });
    expect(walkingTime(11)).toBeNull();
    expect(walkingTime(distanceKm(PULCHOWK_CAMPUS, KU_DHULIKHEL))).toBeNull();
    expect(walkingTime(Number.NaN)).toBeNull();
    expect(walkingTime(-1)).toBeNull();
  });
});
