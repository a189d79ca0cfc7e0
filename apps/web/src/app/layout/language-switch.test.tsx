import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitialLanguage } from '@/i18n/language';
import { layoutRoutes } from '@/test/layout-routes';
import { renderRoutes } from '@/test/render';

describe('language switch', () => {
  it('switches the UI to Nepali, remembers it and sets <html lang>', async () => {
    const { user } = renderRoutes(layoutRoutes);

    await user.click(await screen.findByRole('button', { name: 'नेपाली' }));

    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'हाम्रो बारेमा' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ne');
    expect(localStorage.getItem('lang')).toBe('ne');
    expect(getInitialLanguage()).toBe('ne');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
