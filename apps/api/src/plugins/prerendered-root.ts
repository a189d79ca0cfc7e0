import { escapeHtml } from './page-head';

/** A page the server drew (modules/site/prerender.ts): #root's markup, and what follows #root. */
export interface PrerenderedBody {
  root: string;
  afterRoot: string;
}

const ROOT = '<div id="root">';

/**
 * index.html with #root's content (the app shell) replaced by the drawn page, `afterRoot` after it,
 * and the page's route `styles` linked in the head: the app's script would load them with the
 * route's code, but the drawn page needs them to paint as the app draws it.
 */
export function withPrerenderedRoot(html: string, body: PrerenderedBody, styles: string[]): string {
  const start = html.indexOf(ROOT);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  const headEnd = html.search(/<\/head>/i);
  if (start < 0 || end < start || headEnd < 0 || headEnd > start) return html;
  const links = styles.map((href) => `  <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />\n`);
  return [
    html.slice(0, headEnd),
    ...links,
    html.slice(headEnd, start),
    // data-prerendered: the app waits for the page's code before drawing over it (app/main.tsx);
    // inert until then: a tap on a button without its code would be lost without a sign.
    `<div id="root" data-prerendered="" inert="">${body.root}</div>${body.afterRoot}`,
    html.slice(end + '</div>'.length),
  ].join('');
}
