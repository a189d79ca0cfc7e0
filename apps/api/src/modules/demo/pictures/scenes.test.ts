import { describe, expect, it } from 'vitest';
import { createRandom, demoListing } from '../generate';
import { CAPTION_TEXT } from './caption';
import { PALETTES } from './room';
import { SCENES, sceneSvg } from './scenes';

describe('demo pictures', () => {
  it('every scene in every palette is a different picture, each captioned as a demo picture', () => {
    const svgs = SCENES.flatMap((scene, s) =>
      PALETTES.map((_, palette) =>
        sceneSvg({ scene, palette, flip: (palette + s) % 2 === 1, storeys: 3 + (palette % 2) }),
      ),
    );
    expect(new Set(svgs).size).toBeGreaterThanOrEqual(40);
    for (const svg of svgs) {
      expect(svg).toContain(`<title>${CAPTION_TEXT}</title>`);
      expect(svg).toMatch(/<image x="18" y="\d+" width="360" height="\d+" href="data:image\/png;base64,/);
    }
    expect(CAPTION_TEXT).toBe('Demo picture · नमुना तस्बिर');
  });
});

describe('demo listings', () => {
  it('answer on WhatsApp mostly, some on Viber, some on both and a few on neither', () => {
    const r = createRandom(3);
    const apps = Array.from({ length: 1000 }, (_, i) => demoListing(r, Date.now(), i).contactApps.join('+'));
    const share = (value: string) => apps.filter((a) => a === value).length / apps.length;
    expect(share('whatsapp') + share('whatsapp+viber')).toBeGreaterThan(0.6);
    expect(share('viber')).toBeGreaterThan(0.05);
    expect(share('whatsapp+viber')).toBeGreaterThan(0.1);
    expect(share('')).toBeGreaterThan(0.05);
  });

  it('are the same for the same seed', () => {
    const now = Date.now();
    const make = () => {
      const r = createRandom(41);
      return Array.from({ length: 50 }, (_, i) => demoListing(r, now, i));
    };
    expect(make()).toEqual(make());
  });
});
