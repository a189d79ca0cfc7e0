import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * The web tests' one fake clock: every timer is Vitest's, and time moves only when the test moves
 * it, so a boundary such as "not at 299 ms, at 300 ms" holds on a slow machine too (with
 * `shouldAdvanceTime` the clock would also follow the real one). `now` sets the date. Real timers
 * come back when the test ends.
 */
export function stubClock(now?: Date | string | number): void {
  vi.useFakeTimers();
  if (now !== undefined) vi.setSystemTime(now);
  // Testing Library moves Jest's fake clock itself (findBy*, waitFor, after each user-event call);
  // with this it moves Vitest's the same way.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Lets `ms` pass on the fake clock, and the answers and renders it brings land. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Lets answers already on their way (and React Query's notifications) land, without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await passTime(0);
}

/** For user-event: its pauses move the fake clock when there is one, and wait as usual otherwise. */
export function advanceFakeClock(ms: number): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}
