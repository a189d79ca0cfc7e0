import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './task-text';

describe('descriptionPreview', () => {
  it('keeps up to 50 characters whole and cuts a longer text at 50 with an ellipsis', () => {
    expect(descriptionPreview('a'.repeat(49))).toBe('a'.repeat(49));
    expect(descriptionPreview('a'.repeat(50))).toBe('a'.repeat(50));
    expect(descriptionPreview('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
  });

  it('counts characters, not UTF-16 units, and leaves no space before the ellipsis', () => {
    expect(descriptionPreview('🏠'.repeat(51))).toBe(`${'🏠'.repeat(50)}…`);
    expect(descriptionPreview(`${'a'.repeat(49)} and more`)).toBe(`${'a'.repeat(49)}…`);
  });
});
