import { describe, expect, it, vi } from 'vitest';
import { stubClock } from '../test/clock';
import { isSameSitePath, rememberReturnTo, takeReturnTo } from './return-to';

describe('return-to after login', () => {
  it('gives the remembered path back once', () => {
    rememberReturnTo('/#join');
    expect(takeReturnTo()).toBe('/#join');
    expect(takeReturnTo()).toBeNull();
  });

  it('is null when nothing was remembered', () => {
    expect(takeReturnTo()).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'join', '', '/ /evil.example'])(
    'ignores %j, which is not a same-site path',
    (path) => {
      expect(isSameSitePath(path)).toBe(false);
      rememberReturnTo(path);
      expect(takeReturnTo()).toBeNull();
    },
  );

  it('accepts paths with a query and a hash', () => {
    expect(isSameSitePath('/list-freelancer?page=2&q=ram#top')).toBe(true);
  });

  it('does not follow a value edited into storage by hand', () => {
    localStorage.setItem('returnTo', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(takeReturnTo()).toBeNull();
    localStorage.setItem('returnTo', 'not json');
    expect(takeReturnTo()).toBeNull();
    expect(localStorage.getItem('returnTo')).toBeNull();
  });

  it('forgets a path remembered more than a day ago', () => {
    stubClock(new Date('2026-02-01T08:00:00Z'));
    rememberReturnTo('/#join');
    vi.setSystemTime(new Date('2026-02-02T08:00:01Z'));
    expect(takeReturnTo()).toBeNull();
  });
});
