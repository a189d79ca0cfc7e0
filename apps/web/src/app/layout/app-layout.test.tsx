import { NAV_DARK_SCROLL_PX } from '@app/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutRoutes } from '@/test/layout-routes';
import { renderRoutes } from '@/test/render';
import { stubSiteConfig, TEST_CONTACT } from '@/test/site-config';

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
  });

  it('shows the support contacts the server configured, each line only when set', async () => {
    stubSiteConfig(TEST_CONTACT);
    renderRoutes(layoutRoutes);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@gharbhada.example' })).toHaveAttribute(
      'href',
      'mailto:help@gharbhada.example',
    );
    expect(within(footer).getByRole('link', { name: '+977 1-4412345' })).toHaveAttribute(
      'href',
      'tel:+97714412345',
    );
  });

  it('hides a contact line the server did not configure, and the heading when there is none', async () => {
    stubSiteConfig({ contactEmail: 'help@gharbhada.example', contactPhone: null });
    const { unmount } = renderRoutes(layoutRoutes);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@gharbhada.example' })).toBeInTheDocument();
    expect(within(footer).queryByText(/^Phone/)).not.toBeInTheDocument();
    unmount();

    document.getElementById('site-config')?.remove();
    renderRoutes(layoutRoutes);
    const bare = await screen.findByRole('contentinfo');
    expect(within(bare).queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(bare.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });
});
