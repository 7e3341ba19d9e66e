import { useSyncExternalStore } from 'react';
import type { Schema } from './contract';

/**
 * The signed-in user as GET /api/accounts/profile/ returns it. A sign-in's answer has no saved language (`locale`):
 * it comes with the profile read that follows.
 */
export type SessionUser = Schema<'UserViewDto'> & Partial<Pick<Schema<'ProfileDto'>, 'locale'>>;
export type UserRole = SessionUser['role'];

export interface Session {
  access: string | null;
  refresh: string | null;
  user: SessionUser | null;
}

export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  user: 'user',
} as const;

const EMPTY: Session = { access: null, refresh: null, user: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'username' in value ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function readStored(): Session {
  const store = storage();
  if (!store) return EMPTY;
  const access = store.getItem(STORAGE_KEYS.access);
  const refresh = store.getItem(STORAGE_KEYS.refresh);
  const user = parseUser(store.getItem(STORAGE_KEYS.user));
  // A user without tokens cannot call anything: treat it as signed out.
  if (!access && !refresh) return EMPTY;
  return { access, refresh, user };
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory session still works for this tab.
  }
}

let current: Session = readStored();
const listeners = new Set<() => void>();

function emit(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function isSignedIn(): boolean {
  return current.user !== null && (current.access !== null || current.refresh !== null);
}

export function setSession(access: string, refresh: string, user: SessionUser): void {
  write(STORAGE_KEYS.access, access);
  write(STORAGE_KEYS.refresh, refresh);
  write(STORAGE_KEYS.user, JSON.stringify(user));
  emit({ access, refresh, user });
}

/** Stores a new token pair; refresh tokens rotate, so the old one is replaced when a new one comes. */
export function setTokens(access: string, refresh?: string | null): void {
  const nextRefresh = refresh ?? current.refresh;
  write(STORAGE_KEYS.access, access);
  write(STORAGE_KEYS.refresh, nextRefresh);
  emit({ ...current, access, refresh: nextRefresh });
}

export function setUser(user: SessionUser): void {
  if (!current.access && !current.refresh) return;
  write(STORAGE_KEYS.user, JSON.stringify(user));
  emit({ ...current, user });
}

export function clearSession(): void {
  write(STORAGE_KEYS.access, null);
  write(STORAGE_KEYS.refresh, null);
  write(STORAGE_KEYS.user, null);
  if (current === EMPTY) return;
  emit(EMPTY);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Another tab signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: readonly (string | null)[] = [null, ...Object.values(STORAGE_KEYS)];
    if (keys.includes(event.key)) emit(readStored());
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}

let ready: Promise<void> = Promise.resolve();

/** The start-up profile check; route guards wait for it so a stale session never renders a protected page. */
export function setSessionReady(promise: Promise<void>): void {
  ready = promise;
}

export function whenSessionReady(): Promise<void> {
  return ready;
}
