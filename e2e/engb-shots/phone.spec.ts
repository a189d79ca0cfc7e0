import { test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 } });

for (const [url, ne] of [['/bhada/bhada', false], ['/bhada/hostel?location=pokhara', false], ['/bhada/hostel?location=pokhara', true], ['/bhada/hostel?location=pokhara&gender=girls&meals=some', false]] as const) {
  test(`shot ${url} ${ne}`, async ({ page }) => {
    await page.goto(url);
    if (ne) await page.getByRole('button', { name: 'नेपाली' }).click();
    await page.locator('.search-card').first().waitFor();
    await page.evaluate(async () => {
      await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready;
    });
    const name = url.replace(/[^a-z]/g, '_') + (ne ? '_ne' : '');
    await page.screenshot({ path: `/tmp/engb-shot-${name}.png` });
    const boxes = await page.evaluate(() => {
      const d = (globalThis as unknown as { document: { querySelectorAll: (s: string) => { getBoundingClientRect(): { top: number; bottom: number; height: number }; className: string }[] } }).document;
      return ['.search-card', '.search-card__attributes']
        .map((sel) => { const el = d.querySelectorAll(sel)[0]; if (!el) return `${sel}: none`; const r = el.getBoundingClientRect(); return `${sel}: top ${Math.round(r.top)} bottom ${Math.round(r.bottom)} h ${Math.round(r.height)}`; });
    });
    console.log(name, '\n' + boxes.join('\n'));
    if (url.includes('gender')) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Girls only' }).waitFor();
      await page.screenshot({ path: `/tmp/engb-shot-sheet.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Show results' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/engb-shot-sheet2.png` });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'Girls only' }).waitFor();
      await page.screenshot({ path: `/tmp/engb-shot-desktop.png` });
    }
  });
}
