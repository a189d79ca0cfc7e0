import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n';
import { layoutRoutes } from '@/test/layout-routes';
import { renderRoutes } from '@/test/render';

const metaContent = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta[name="robots"], meta[name="description"]')) {
    tag.remove();
  }
});

describe('page meta tags', () => {
  it('lets search engines index the public pages, each with its own description', async () => {
    const { router } = renderRoutes(layoutRoutes, '/');
    await screen.findByText('Home page');
    expect(metaContent('robots')).toBeNull();
    expect(metaContent('description')).toMatch(/^Find verified rooms, flats and hostels anywhere in Nepal/);

    for (const [url, description] of [
      ['/bhada/hostel', /^Search verified hostels across Nepal/],
      [
        '/bhada/bhada?listing=3b0d6a9e-0000-4000-8000-000000000000',
        /^Search verified rooms, flats and houses/,
      ],
      ['/privacy', /^How Ghar Bhada collects/],
      ['/terms/', /^The rules for using Ghar Bhada/],
    ] as const) {
      await act(() => router.navigate(url));
      expect(metaContent('robots'), url).toBeNull();
      expect(metaContent('description'), url).toMatch(description);
    }
  });

  it('keeps private screens, forms behind a login and unknown addresses out of search engines', async () => {
    const { router } = renderRoutes(layoutRoutes, '/control-hostel');
    await screen.findByText('Other page');
    expect(metaContent('robots')).toBe('noindex');
    expect(metaContent('description')).toBe(
      'Ghar Bhada: find verified rooms, flats and hostels across Nepal. Free for students.',
    );

    for (const url of ['/unverified', '/task-req', '/hostel', '/gharbeti', '/apply/1', '/bhada/other']) {
      await act(() => router.navigate(url));
      expect(metaContent('robots'), url).toBe('noindex');
    }

    await act(() => router.navigate('/'));
    expect(metaContent('robots')).toBeNull();
  });

  it('describes the page in the language the visitor chose', async () => {
    renderRoutes(layoutRoutes, '/');
    await screen.findByText('Home page');
    await act(() => chooseLanguage('ne'));
    expect(metaContent('description')).toMatch(/^नेपालको जुनसुकै ठाउँमा प्रमाणित कोठा/);
  });
});
