import { onTestFinished } from 'vitest';
import { API_URL_META_NAME } from '../lib/api-origin';

/** Writes the API's address into the page's head, as a server of the SPA hosted apart does; removed when the test ends. */
export function stubServedApiUrl(url: string) {
  const tag = document.createElement('meta');
  tag.name = API_URL_META_NAME;
  tag.content = url;
  document.head.append(tag);
  onTestFinished(() => tag.remove());
}
