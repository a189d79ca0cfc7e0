import { expect, type Locator } from '@playwright/test';

/**
 * The item named `name` in one of /unverified's queues. Queues show the oldest first, a page at a
 * time, so a new listing may be on a later page: press Load more until it shows, as an admin would.
 */
export async function queueItem(queue: Locator, name: string): Promise<Locator> {
  const item = queue.getByRole('listitem').filter({ hasText: name });
  const loadMore = queue.getByRole('button', { name: /^Load more/ });
  await expect(queue.getByText(/^Showing \d+ of \d+/)).toBeVisible();
  while ((await item.count()) === 0 && (await loadMore.count()) > 0) {
    const shown = await queue.getByRole('listitem').count();
    await loadMore.click();
    await expect(queue.getByRole('listitem')).not.toHaveCount(shown);
  }
  await expect(item).toBeVisible();
  return item;
}
