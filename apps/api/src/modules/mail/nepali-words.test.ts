import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The mails' Nepali uses the web's words (one word for one thing): hostel is होस्टेल, landlord is
 * घरबेटी, Save is सेभ गर्नुहोस् (सुरक्षित is "safe"). The templates build their texts in code, so
 * their sources are read whole.
 */
const WRONG_WORDS = ['होस्टल', 'घरधनी', 'सुरक्षित गर्नुहोस्', 'सुरक्षित गरि'];

const folder = new URL('.', import.meta.url);
const templates = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, folder), 'utf8') }));

describe('the mails’ Nepali words', () => {
  it('reads every template', () => {
    expect(templates.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['templates.ts', 'application-templates.ts', 'trust-templates.ts']),
    );
  });

  it.each(WRONG_WORDS)('never say %s', (wrong) => {
    const lines = templates.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => line.includes(wrong)),
    );
    expect(lines).toEqual([]);
  });
});
