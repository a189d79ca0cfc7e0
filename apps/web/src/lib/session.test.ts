import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endSession,
  getAccessToken,
  getRefreshToken,
  onLoginRequired,
  saveTokens,
  SESSION_KEYS,
  setAdminStatus,
  useSession,
} from './session';

describe('session storage', () => {
  it('uses the exact localStorage keys of SPEC §3', () => {
    expect(SESSION_KEYS).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      status: 'status',
      myData: 'myData',
    });
  });

  it('stores the tokens after login and the admin status', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    setAdminStatus(true);

    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(localStorage.getItem('status')).toBe('IsAdmin');
    expect(getAccessToken()).toBe('a');
    expect(getRefreshToken()).toBe('r');

    setAdminStatus(false);
    expect(localStorage.getItem('status')).toBeNull();
  });

  it('keeps the refresh token when only a new access token arrives', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    saveTokens({ accessToken: 'a2' });
    expect(getRefreshToken()).toBe('r');
  });

  it('logout clears tokens, status and myData but nothing else', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('status', 'IsAdmin');
    localStorage.setItem('myData', 'hostel');
    localStorage.setItem('lang', 'ne');

    clearSession();

    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('ne');
  });

  it('an ended session clears tokens and status, keeps myData and notifies listeners', () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('status', 'IsAdmin');
    localStorage.setItem('myData', 'hostel');
    const listener = vi.fn();
    const stop = onLoginRequired(listener);

    endSession('session-expired');

    expect([getAccessToken(), getRefreshToken(), localStorage.getItem('status')]).toEqual([null, null, null]);
    expect(localStorage.getItem('myData')).toBe('hostel');
    expect(listener).toHaveBeenCalledWith('session-expired');
    stop();
  });
});

describe('useSession', () => {
  it('follows login and logout in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ isLoggedIn: false, isAdmin: false });

    act(() => {
      saveTokens({ accessToken: 'a', refreshToken: 'r' });
      setAdminStatus(true);
    });
    expect(result.current).toEqual({ isLoggedIn: true, isAdmin: true });

    act(() => clearSession());
    expect(result.current).toEqual({ isLoggedIn: false, isAdmin: false });
  });

  it('follows changes made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession());

    act(() => {
      localStorage.setItem('accessToken', 'from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'from-other-tab' }));
    });
    expect(result.current.isLoggedIn).toBe(true);

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });
});
