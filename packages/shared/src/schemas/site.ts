import { z } from 'zod';

/**
 * Settings of the site that the operator chooses at run time (not at build time). The server
 * writes them into every page it serves as JSON in `<script id="site-config">` (SITE_CONFIG_ELEMENT_ID);
 * the web app reads them from there. Null means "not configured": the line that shows it is hidden.
 */
export const SiteConfigSchema = z.object({
  contactEmail: z.email().nullable().catch(null),
  contactPhone: z.string().trim().min(1).nullable().catch(null),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
