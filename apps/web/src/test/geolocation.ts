import { vi } from 'vitest';

/**
 * Gives jsdom's navigator a geolocation (it has none) that answers with this position or refuses,
 * as a phone does. vitest.setup.dom.ts removes it after the test.
 */
export function stubGeolocation(answer: { lat: number; lon: number } | 'refused') {
  const getCurrentPosition = vi.fn((onPosition: PositionCallback, onError?: PositionErrorCallback | null) => {
    if (answer === 'refused') {
      onError?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      return;
    }
    onPosition({
      coords: { latitude: answer.lat, longitude: answer.lon, accuracy: 12 },
      timestamp: 0,
    } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}
