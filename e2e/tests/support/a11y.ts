import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The narrowest phone the app is made for. */
export const PHONE = { width: 360, height: 740 };

/** WCAG 2.2 level A and AA, what axe can check by itself. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the page has finished loading its code and data: a heading, no request, no busy region. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.route-progress, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Cards of one grid are built alike, so axe reads the first three: the demo owner has about 150
 * hostels, and axe over all of their cards takes longer than a test may. (The layout checks
 * below still see every card.)
 */
const REPEATED_CARDS = '.card-grid > :nth-child(n + 4)';

/**
 * axe's serious and critical violations, one line per rule with the elements it names. Legacy mode
 * runs axe in the page itself; the default opens a blank page per check to combine the results of
 * cross-origin frames, which our screens do not have (about 40 % of the sweep's axe time).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude(REPEATED_CARDS)
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page can be scrolled sideways: 0 when it fits the window. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return scope.document.documentElement.scrollWidth - scope.innerWidth;
  });
}

export const MIN_TARGET_PX = 44;

/**
 * Visible links, buttons and form controls smaller than 44 × 44 px, described for a failure message.
 * Left out, each for its reason:
 * - a checkbox or radio inside its label: the label is what is tapped, so the label is measured;
 * - a link whose ::after is stretched over its card: the card is measured;
 * - visually hidden controls (1 px, e.g. the file input behind the "Add photos" button) and the
 *   skip link while it waits above the page: nobody taps them; the skip link shows on focus;
 * - controls inside an inert part of the page (behind an open dialog): they cannot be reached.
 */
/** What the tap-target check reads of the page; this project compiles without the DOM library. */
interface PageElement {
  tagName: string;
  textContent: string | null;
  type?: string;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  checkVisibility(options: { checkOpacity: boolean; checkVisibilityCSS: boolean }): boolean;
  getBoundingClientRect(): { width: number; height: number; bottom: number; right: number };
  offsetParent: PageElement | null;
}
interface PageWindow {
  scrollX: number;
  scrollY: number;
  getComputedStyle(element: PageElement, pseudo: string): { content: string; position: string };
  document: { querySelectorAll(selector: string): ArrayLike<PageElement> };
}

export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const scope = globalThis as unknown as PageWindow;
    const { document, scrollX, scrollY } = scope;
    /** A "stretched" link: its ::after covers the card it is in, and the card is what is tapped. */
    const stretchedOver = (control: PageElement) => {
      const after = scope.getComputedStyle(control, '::after');
      return after.content !== 'none' && after.position === 'absolute' ? control.offsetParent : null;
    };
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    const small: string[] = [];
    for (const control of Array.from(document.querySelectorAll(selector))) {
      if (control.closest('[inert]')) continue;
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const isToggle =
        control.tagName === 'INPUT' && (control.type === 'checkbox' || control.type === 'radio');
      const target = (isToggle && control.closest('label')) || stretchedOver(control) || control;
      const rect = target.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.bottom + scrollY <= 0 || rect.right + scrollX <= 0) continue;
      // Half a pixel of rounding (rem sizes at odd zoom) is not a smaller target.
      if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const size = `${Math.round(rect.width)}×${Math.round(rect.height)}`;
      small.push(
        `<${control.tagName.toLowerCase()} class="${control.getAttribute('class') ?? ''}"> "${name}" ${size}`,
      );
    }
    return small;
  }, MIN_TARGET_PX);
}

/** All three checks on the page as it is now: axe, no sideways scrolling, 44 px targets. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Soft: one run reports all three.
  expect.soft(await seriousAxeViolations(page), `axe: serious or critical violations on ${what}`).toEqual([]);
  expect.soft(await sidewaysOverflow(page), `sideways scrolling on ${what}`).toBeLessThanOrEqual(0);
  expect.soft(await smallTapTargets(page), `tap targets under 44 × 44 px on ${what}`).toEqual([]);
}
