import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the favicon written into index.html', () => {
  it('is public/favicon.svg (the icons are drawn from that file), so the two never differ', () => {
    const href = /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(
      read('index.html'),
    )?.[1];
    expect(href).toBeDefined();
    const written = decodeURIComponent(href ?? '').replaceAll("'", '"');
    expect(written).toBe(read('public/favicon.svg').trim());
  });
});
