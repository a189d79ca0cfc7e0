import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@app/shared';
import { useMemo } from 'react';
import { telHref } from '../lib/tel-href';

const NOT_CONFIGURED: SiteConfig = { contactEmail: null, contactPhone: null };

/** A non-empty string, else null. (The server validated the values; the layout's bundle has no zod.) */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

let serverSiteConfig: SiteConfig = NOT_CONFIGURED;

/** Where the server draws a page (apps/web/src/prerender), the settings it writes into the page. */
export function provideSiteConfig(config: SiteConfig): void {
  serverSiteConfig = config;
}

/**
 * The operator's run-time settings (`SiteConfigSchema`), which the server writes into every page
 * it serves (`<script type="application/json" id="site-config">`). Without them (the Vite dev
 * server, or a page served some other way) nothing is configured.
 */
export function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return serverSiteConfig;
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return NOT_CONFIGURED;
  try {
    const config = JSON.parse(text) as Partial<Record<keyof SiteConfig, unknown>> | null;
    return { contactEmail: textOrNull(config?.contactEmail), contactPhone: textOrNull(config?.contactPhone) };
  } catch {
    return NOT_CONFIGURED;
  }
}

export interface ContactLine {
  text: string;
  href: string;
}

/** The public support contacts (footer, legal pages); each is null when the operator set none. */
export function useContact(): { email: ContactLine | null; phone: ContactLine | null } {
  return useMemo(() => {
    const { contactEmail, contactPhone } = readSiteConfig();
    return {
      email: contactEmail ? { text: contactEmail, href: `mailto:${contactEmail}` } : null,
      phone: contactPhone ? { text: contactPhone, href: telHref(contactPhone) } : null,
    };
  }, []);
}
