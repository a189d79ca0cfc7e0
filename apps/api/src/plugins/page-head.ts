/**
 * What the server writes into index.html for one page, before the app's script runs: crawlers and
 * link previews (which run no JavaScript) read it, and the app reads its run-time settings from it.
 * Every value is text; `renderPageHead` escapes all of it.
 */
export interface PageHead {
  /** Replaces the page's `<title>`. */
  title?: string;
  /** Replaces the page's `<meta name="description">`. */
  description?: string;
  /** Open Graph (`property`) and other (`name`) meta tags. */
  meta: { attribute: 'property' | 'name'; key: string; content: string }[];
  canonicalUrl?: string;
  /**
   * Requests the page will make as soon as its script runs, started with the HTML instead:
   * `<link rel="preload" as="fetch" crossorigin="use-credentials">`, which the app's fetch (same
   * URL, mode and credentials) then takes from the browser's preload cache.
   */
  fetchPreloads?: string[];
  /**
   * The page's lazily loaded route module, as the web build names it (`src/features/…`):
   * `plugins/spa.ts` turns it into `modulePreloads` from the build's manifest.
   */
  routeModule?: string;
  /**
   * Scripts the page will import: `<link rel="modulepreload">`, fetched with the HTML, at low
   * priority like the entry script (apps/web vite.config.ts): the app shell paints without them.
   */
  modulePreloads?: string[];
  /**
   * Images the page shows first (a shared listing's first photo): `<link rel="preload" as="image"
   * fetchpriority="high">` with the `imagesrcset`/`imagesizes` of the page's `<img>`, so the
   * browser fetches the very file the image then picks.
   */
  imagePreloads?: { href: string; srcset?: string | undefined; sizes?: string | undefined }[];
  /** JSON for the app, in `<script type="application/json" id="…">` (never executed). */
  data?: { elementId: string; value: unknown };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CHARSET = /<meta\s+charset=[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** index.html with `head` written in: title and description replaced, the rest before `</head>`. */
export function renderPageHead(html: string, head: PageHead): string {
  let page = html;
  // Functions as replacements, so a `$&` in the text is not read as a pattern.
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    page = page.replace(TITLE, () => title);
  }
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    page = page.replace(DESCRIPTION, () => description);
  }
  const tags = head.meta.map(
    (m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" />`,
  );
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  if (head.data) {
    const id = escapeHtml(head.data.elementId);
    tags.push(`<script type="application/json" id="${id}">${jsonForScript(head.data.value)}</script>`);
  }
  const block = tags.map((tag) => `    ${tag}\n`).join('');
  page = page.replace(/<\/head>/i, () => `${block}  </head>`);
  const preloads = [
    ...(head.fetchPreloads ?? []).map(
      (href) =>
        `\n    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    ),
    ...(head.imagePreloads ?? []).map((image) => {
      const attributes = [
        `href="${escapeHtml(image.href)}"`,
        image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : '',
        image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
      ].filter(Boolean);
      return `\n    <link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high" />`;
    }),
    ...(head.modulePreloads ?? []).map(
      (href) =>
        `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
    ),
  ];
  if (preloads.length === 0) return page;
  // Right after the charset, ahead of the scripts and styles: the request is what the page waits on.
  return CHARSET.test(page)
    ? page.replace(CHARSET, (charset) => `${charset}${preloads.join('')}`)
    : page.replace(/<\/head>/i, () => `${preloads.join('').trimStart()}\n  </head>`);
}
