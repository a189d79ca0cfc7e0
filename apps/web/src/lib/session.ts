import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Key names never change: other tabs and older builds share them. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  status: 'status',
  myData: 'myData',
} as const;

/**
 * Older builds kept the refresh token here, readable by any script on the page. It now lives only
 * in the API's httpOnly cookie; what an older build left behind is removed at start.
 */
export const LEGACY_REFRESH_TOKEN_KEY = 'refreshToken';

export const ADMIN_STATUS = 'IsAdmin';

export type LoginRequiredReason = 'session-expired' | 'missing-refresh-token';
type LoginRequiredListener = (reason: LoginRequiredReason) => void;

const sessionListeners = new Set<() => void>();
const loginRequiredListeners = new Set<LoginRequiredListener>();
const watchedKeys = new Set<string>(Object.values(SESSION_KEYS));

function emitChange() {
  sessionListeners.forEach((listener) => listener());
}

export function getAccessToken(): string | null {
  return readStorage(SESSION_KEYS.accessToken) || null;
}

export function isAdminStatus(): boolean {
  return readStorage(SESSION_KEYS.status) === ADMIN_STATUS;
}

/** After login and after a refresh. The refresh token stays in the API's httpOnly cookie. */
export function saveAccessToken(accessToken: string): void {
  writeStorage(SESSION_KEYS.accessToken, accessToken);
  emitChange();
}

/** At app start: forget a refresh token an older build stored where scripts can read it. */
export function removeLegacyRefreshToken(): void {
  removeStorage(LEGACY_REFRESH_TOKEN_KEY);
}

export function setAdminStatus(isAdmin: boolean): void {
  if (isAdmin === isAdminStatus()) return;
  if (isAdmin) writeStorage(SESSION_KEYS.status, ADMIN_STATUS);
  else removeStorage(SESSION_KEYS.status);
  emitChange();
}

/** Logout: tokens, status and myData go. */
export function clearSession(): void {
  [...Object.values(SESSION_KEYS), LEGACY_REFRESH_TOKEN_KEY].forEach(removeStorage);
  emitChange();
}

/**
 * The server no longer accepts this session: forget the tokens and status (myData stays,
 * which belongs to an application in progress) and ask the app to prompt for login.
 */
export function endSession(reason: LoginRequiredReason): void {
  [SESSION_KEYS.accessToken, SESSION_KEYS.status, LEGACY_REFRESH_TOKEN_KEY].forEach(removeStorage);
  emitChange();
  loginRequiredListeners.forEach((listener) => listener(reason));
}

export function onLoginRequired(listener: LoginRequiredListener): () => void {
  loginRequiredListeners.add(listener);
  return () => {
    loginRequiredListeners.delete(listener);
  };
}

function onStorage(event: StorageEvent) {
  // key is null when another tab called localStorage.clear().
  if (event.key === null || watchedKeys.has(event.key)) emitChange();
}

export function subscribeSession(listener: () => void): () => void {
  if (sessionListeners.size === 0) window.addEventListener('storage', onStorage);
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
    if (sessionListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const hasAccessToken = () => getAccessToken() !== null;
const serverSnapshot = () => false;

export function useSession(): { isLoggedIn: boolean; isAdmin: boolean } {
  const isLoggedIn = useSyncExternalStore(subscribeSession, hasAccessToken, serverSnapshot);
  const isAdmin = useSyncExternalStore(subscribeSession, isAdminStatus, serverSnapshot);
  return { isLoggedIn, isAdmin };
}
