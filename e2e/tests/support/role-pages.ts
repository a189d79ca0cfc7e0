import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eTimeZone } from '../../playwright.config';
import { PHONE } from './a11y';
import { storeSession, type StoredSession } from './session';

/**
 * One phone-sized page per kind of user, opened on first use and kept for the worker's other
 * screens: each screen is a new navigation of it, as a phone moving from screen to screen, instead
 * of a new browser (its code compiled again) per screen.
 */
export function rolePages(browser: Browser, baseURL: string | undefined) {
  const pages = new Map<string, Page>();
  return {
    async pageFor(role: string, session: StoredSession | undefined): Promise<Page> {
      let page = pages.get(role);
      if (page === undefined) {
        const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: e2eTimeZone });
        page = await context.newPage();
        if (session) await storeSession(page, session);
        pages.set(role, page);
      }
      return page;
    },
    async close() {
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
  };
}

/** Runs `check` on `page`, failing on any console error or uncaught exception the page has meanwhile. */
export async function withoutConsoleErrors(page: Page, check: () => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await check();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  expect(errors, 'console errors on the page').toEqual([]);
}
