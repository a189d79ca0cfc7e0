import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './search-state';

/** The hook on a page of its own, with the router whose address it reads and writes. */
function renderSearchState(entry: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = renderHook(() => useSearchState(), {
    wrapper: ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/bhada/hostel', element: children }], {
        initialEntries: [entry],
      });
      return <RouterProvider router={router} />;
    },
  });
  const address = () => `${router!.state.location.pathname}${router!.state.location.search}`;
  const back = () => router!.navigate(-1);
  return { ...view, address, back };
}

describe('changes to the search in the address', () => {
  it('a filter ticked before the page has rendered the search just submitted keeps that search', () => {
    const { result, address } = renderSearchState('/bhada/hostel');
    const { search, setFilters } = result.current;
    act(() => {
      search('Kirtipur', null);
      // The same render's functions: the page has not re-rendered with the new place yet.
      setFilters({ gender: 'girls' });
    });
    expect(address()).toBe('/bhada/hostel?location=Kirtipur&gender=girls');
  });

  it('after Back, a change builds on the address Back went to', async () => {
    const { result, address, back } = renderSearchState('/bhada/hostel?location=Pokhara');
    act(() => result.current.search('Kirtipur', null));
    expect(address()).toBe('/bhada/hostel?location=Kirtipur');
    await act(back);
    expect(address()).toBe('/bhada/hostel?location=Pokhara');
    act(() => result.current.setSort('price_asc'));
    expect(address()).toBe('/bhada/hostel?location=Pokhara&sort=price_asc');
  });
});
