import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@app/shared';
import { onTestFinished } from 'vitest';

/** Writes the settings into the page as the server does; removed again when the test ends. */
export function stubSiteConfig(config: SiteConfig) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.head.append(element);
  onTestFinished(() => element.remove());
}

export const TEST_CONTACT = { contactEmail: 'help@gharbhada.example', contactPhone: '+977 1-4412345' };
