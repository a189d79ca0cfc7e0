import { describe, expect, it } from 'vitest';
import { renderPageHead } from './page-head';

const html = '<html><head><meta name="description" content="Old" /><title>Old</title></head></html>';

describe('renderPageHead', () => {
  it('replaces the title and description and adds the tags before </head>, all escaped', () => {
    const page = renderPageHead(html, {
      title: 'A & B $& <i>',
      description: `"quoted" 'single'`,
      meta: [{ attribute: 'property', key: 'og:title', content: '"><script>alert(1)</script>' }],
      canonicalUrl: 'https://example.com/a?b=1&c=2',
    });
    expect(page).toContain('<title>A &amp; B $&amp; &lt;i&gt;</title>');
    expect(page).toContain('<meta name="description" content="&quot;quoted&quot; &#39;single&#39;" />');
    expect(page).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(page).toContain('<link rel="canonical" href="https://example.com/a?b=1&amp;c=2" />');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });

  it('keeps the page title and description when the head has none', () => {
    const page = renderPageHead(html, { meta: [] });
    expect(page).toContain('<title>Old</title>');
    expect(page).toContain('content="Old"');
  });

  it('writes JSON data that cannot close its script element', () => {
    const page = renderPageHead(html, {
      meta: [],
      data: { elementId: 'site-config', value: { text: '</script><script>alert(1)</script> & \u2028' } },
    });
    const json = /<script type="application\/json" id="site-config">(.*)<\/script>/s.exec(page)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual({ text: '</script><script>alert(1)</script> & \u2028' });
  });

  it('preloads a route’s scripts at low priority, like the entry: the app shell paints without them', () => {
    const page = renderPageHead(html, { meta: [], modulePreloads: ['/assets/search-route-1.js'] });
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/search-route-1.js" />',
    );
  });
});
