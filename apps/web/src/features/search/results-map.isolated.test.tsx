import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';

// Leaflet draws into a real layout engine, which jsdom is not: react-leaflet is replaced by plain
// elements that expose what the map was given (tile layer events, markers and their handlers).
vi.mock('react-leaflet', () => {
  interface Handlers {
    eventHandlers?: Record<string, () => void>;
  }
  return {
    MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="leaflet-map">{children}</div>,
    TileLayer: ({ url, eventHandlers }: Handlers & { url: string }) => (
      <button
        type="button"
        data-testid="tile-layer"
        data-url={url}
        onClick={() => eventHandlers?.tileerror?.()}
      >
        fail a tile
      </button>
    ),
    Marker: ({ title, eventHandlers, zIndexOffset }: Handlers & { title: string; zIndexOffset: number }) => (
      <button
        type="button"
        data-testid="marker"
        data-active={zIndexOffset > 0}
        onClick={() => eventHandlers?.click?.()}
      >
        {title}
      </button>
    ),
    useMap: () => ({
      fitBounds: vi.fn(),
      setView: vi.fn(),
      panTo: vi.fn(),
      getBounds: () => ({ contains: () => true }),
    }),
  };
});

const HOSTELS = '/api/hostels/by-address';

async function renderMap() {
  const listings = [
    makeListedHostel({ name: 'Phewa Hostel', price: 9_500 }),
    makeListedHostel({ name: 'Lakeside Hostel', price: null }),
    makeListedHostel({ name: 'Hostel Without A Pin', coordinate: null }),
  ];
  stubApi({ [`GET ${HOSTELS}`]: () => searchPage(listings) });
  const view = renderApp('/bhada/hostel?location=pokhara&view=map');
  const map = await screen.findByRole('region', { name: 'Map of the results' });
  return { ...view, map: within(map), listings };
}

describe('map view', { timeout: 20_000 }, () => {
  it('loads on ?view=map with a marker per listing that has a coordinate, OSM tiles by default', async () => {
    const { map } = await renderMap();
    expect(map.getAllByTestId('marker').map((marker) => marker.textContent)).toEqual([
      'Phewa Hostel, Rs. 9,500',
      'Lakeside Hostel, Price on request',
    ]);
    expect(map.getByText('1 result has no map location and is only in the list.')).toBeInTheDocument();
    expect(map.getByTestId('tile-layer')).toHaveAttribute(
      'data-url',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when tiles cannot load, and the list still works', async () => {
    const { map, user } = await renderMap();
    expect(screen.queryByText(/Map tiles could not load/)).not.toBeInTheDocument();

    await user.click(map.getByTestId('tile-layer'));

    expect(map.getByRole('status')).toHaveTextContent(
      'Map tiles could not load — you are offline or the map service is unreachable. The list still works.',
    );
    expect(screen.getByRole('link', { name: 'Phewa Hostel' })).toBeInTheDocument();
  });

  it('a marker opens its listing; the hovered card highlights its marker', async () => {
    const { map, user, router, listings } = await renderMap();
    const marker = (name: string) =>
      map.getAllByTestId('marker').find((m) => m.textContent?.startsWith(name));

    await user.hover(screen.getByRole('article', { name: 'Lakeside Hostel' }));
    expect(marker('Lakeside Hostel')).toHaveAttribute('data-active', 'true');
    expect(marker('Phewa Hostel')).toHaveAttribute('data-active', 'false');

    await user.click(marker('Phewa Hostel') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Phewa Hostel' })).toBeInTheDocument();
    expect(currentParams(router).get('listing')).toBe(listings[0]?._id);
  });

  it('List and Map switch the view in the URL', async () => {
    const { user, router } = await renderMap();
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument(),
    );
    expect(currentParams(router).has('view')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
    expect(currentParams(router).get('view')).toBe('map');
  });
});
