import { escapeHtml } from '../../plugins/page-head';

export interface SitemapEntry {
  /** Absolute address. */
  url: string;
  lastModified?: Date;
}

/** A sitemaps.org urlset; XML needs the same escaping as HTML text. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(entry.url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
