import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISITOR_SHORTLIST_KEY } from '@/lib/shortlist/visitor-shortlist';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeUser } from '@/test/factories';
import { layoutRoutes } from '@/test/layout-routes';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';

const ONE = '2b7e1c4d-9a3f-4e5b-8c6d-1f2a3b4c5d6e';
const TWO = '5e6f7a8b-1c2d-4e3f-9a4b-6c7d8e9f0a1b';
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the Shortlist link in the nav', () => {
  it('counts a visitor’s saves in this browser, asking the server nothing', async () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([ONE, TWO]));
    const fetchMock = stubApi({});
    renderRoutes(layoutRoutes);
    const link = await within(nav()).findByRole('link', { name: 'Shortlist (2 saved)' });
    expect(link).toHaveAttribute('href', '/shortlist');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no count when nothing is saved', async () => {
    stubApi({});
    renderRoutes(layoutRoutes);
    expect(await within(nav()).findByRole('link', { name: 'Shortlist' })).toBeInTheDocument();
  });

  it('counts an account’s saves from the server', async () => {
    logIn();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
      'GET /api/shortlist/ids': () => jsonResponse(ok({ ids: [ONE] })),
    });
    renderRoutes(layoutRoutes);
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Shortlist (1 saved)' })).toBeInTheDocument(),
    );
  });
});
