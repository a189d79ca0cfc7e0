import { useCallback, useRef, useState } from 'react';

/**
 * Where the phone's position stands: not asked yet, being asked, given, refused (or failed),
 * or not available in this browser at all.
 */
export type PositionState = 'idle' | 'asking' | 'granted' | 'refused' | 'unavailable';

interface Position {
  lat: number;
  lon: number;
}

/**
 * Asks the device for its position once (the first time `ask` is called). The position goes with
 * the visit's photos, as evidence they were taken at the listing when a photo carries none
 * itself; a refusal only means none is sent, it never blocks the form.
 */
export function useDevicePosition(onPosition: (position: Position) => void) {
  const [state, setState] = useState<PositionState>('idle');
  const isAsked = useRef(false);
  const ask = useCallback(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState('unavailable');
      return;
    }
    setState('asking');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        onPosition({ lat: coords.latitude, lon: coords.longitude });
        setState('granted');
      },
      () => setState('refused'),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 5 * 60_000 },
    );
  }, [onPosition]);
  return { state, ask };
}
