/** What became of a share: sent through the phone's share sheet, closed there, or copied instead. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'byHand';

export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

/** Writes `url` to the clipboard; false where the browser has none (plain http) or refuses. */
export async function copyToClipboard(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares a link through the phone's share sheet (Web Share) where there is one, else copies it;
 * 'byHand' when neither worked and the link has to be shown for copying. Closing the sheet is
 * 'cancelled', which says nothing; a sheet that fails otherwise falls back to copying.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyToClipboard(link.url)) ? 'copied' : 'byHand';
}
