import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takeReturnTo } from '../lib/return-to';
import { renderRoutes } from '../test/render';
import { LoginLink } from './login-link';

describe('LoginLink', () => {
  it('goes to /login and has the login screen come back to this page, query and hash included', async () => {
    const onNavigate = vi.fn();
    const routes = [
      { path: '/edit-details/:id', element: <LoginLink onNavigate={onNavigate}>Go to Login</LoginLink> },
      { path: '/login', element: <p>Login page</p> },
    ];
    const { user, router } = renderRoutes(routes, '/edit-details/h1?from=dashboard#photos');

    await user.click(await screen.findByRole('link', { name: 'Go to Login' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(takeReturnTo()).toBe('/edit-details/h1?from=dashboard#photos');
  });
});
