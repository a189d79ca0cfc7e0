import { NAV_DARK_SCROLL_PX } from '@app/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutRoutes } from '../../test/layout-routes';
import { renderRoutes } from '../../test/render';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('app layout', () => {
  it('turns the nav dark only after scrolling more than 500 px', async () => {
    renderRoutes(layoutRoutes);
    await screen.findByText('Home page');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--dark');

    scrollTo(NAV_DARK_SCROLL_PX);
    expect(header).not.toHaveClass('site-header--dark');

    scrollTo(NAV_DARK_SCROLL_PX + 1);
    expect(header).toHaveClass('site-header--dark');

    scrollTo(0);
    expect(header).not.toHaveClass('site-header--dark');
  });

  it('opens and closes the phone menu with its button, and closes it with Escape', async () => {
    const { user } = renderRoutes(layoutRoutes);
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('offers a skip link to the main content', async () => {
    renderRoutes(layoutRoutes);
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
  });

  it('has a footer whose legal links open in a new tab', async () => {
    renderRoutes(layoutRoutes);
    for (const [name, href] of [
      [/Terms of Service/, '/terms'],
      [/Privacy Policy/, '/privacy'],
    ] as const) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'support@gharbhada.com.np' })).toHaveAttribute(
      'href',
      'mailto:support@gharbhada.com.np',
    );
    expect(screen.getByRole('link', { name: '+977-9800000000' })).toHaveAttribute(
      'href',
      'tel:+9779800000000',
    );
  });
});
