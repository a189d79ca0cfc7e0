import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endSession,
  getAccessToken,
  LEGACY_REFRESH_TOKEN_KEY,
  onLoginRequired,
  removeLegacyRefreshToken,
  saveAccessToken,
  SESSION_KEYS,
  setAdminStatus,
  useSession,
} from './session';

describe('session storage', () => {
  it('uses the exact localStorage keys other tabs and older builds share, without the refresh token', () => {
    expect(SESSION_KEYS).toEqual({
      accessToken: 'accessToken',
      status: 'status',
      myData: 'myData',
    });
    expect(LEGACY_REFRESH_TOKEN_KEY).toBe('refreshToken');
  });

  it('stores the access token after login and the admin status', () => {
    saveAccessToken('a');
    setAdminStatus(true);

    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('status')).toBe('IsAdmin');
    expect(getAccessToken()).toBe('a');

    setAdminStatus(false);
    expect(localStorage.getItem('status')).toBeNull();
  });

  it('removes a refresh token an older build left in localStorage, and nothing else', () => {
    localStorage.setItem('refreshToken', 'r-from-an-older-build');
    saveAccessToken('a');
    localStorage.setItem('myData', 'hostel');

    removeLegacyRefreshToken();

    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getAccessToken()).toBe('a');
    expect(localStorage.getItem('myData')).toBe('hostel');
  });

  it('logout clears tokens, status and myData but nothing else', () => {
    saveAccessToken('a');
    localStorage.setItem('refreshToken', 'r-from-an-older-build');
    localStorage.setItem('status', 'IsAdmin');
    localStorage.setItem('myData', 'hostel');
    localStorage.setItem('lang', 'ne');

    clearSession();

    for (const key of [...Object.values(SESSION_KEYS), 'refreshToken']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('lang')).toBe('ne');
  });

  it('an ended session clears tokens and status, keeps myData and notifies listeners', () => {
    saveAccessToken('a');
    localStorage.setItem('status', 'IsAdmin');
    localStorage.setItem('myData', 'hostel');
    const listener = vi.fn();
    const stop = onLoginRequired(listener);

    endSession('session-expired');

    expect([getAccessToken(), localStorage.getItem('status')]).toEqual([null, null]);
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
      saveAccessToken('a');
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
