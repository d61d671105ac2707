// What lives in localStorage: the player id, the theme and the help-shown flag. Reads never
// throw (unreadable means absent); writes report failures instead of crashing.
import { HELP_SHOWN_VERSION } from '../game/constants.ts';
import { GAME_PREFIX, reportStorageError } from './database.ts';

export const PLAYER_ID_KEY = `${GAME_PREFIX}player-id`;
export const THEME_KEY = 'theme';
export const HELP_SHOWN_KEY = `${GAME_PREFIX}help-shown`;

export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    globalThis.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    reportStorageError('store a setting', error);
    return false;
  }
}

/** The player's random id, made once and kept. */
export function playerId(): string {
  const stored = read(PLAYER_ID_KEY);
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  write(PLAYER_ID_KEY, id);
  return id;
}

export function storedTheme(): Theme | null {
  const t = read(THEME_KEY);
  return t === 'dark' || t === 'light' ? t : null;
}

export function storeTheme(theme: Theme): void {
  write(THEME_KEY, theme);
}

/** Spec §4: stored choice, else the system preference, else dark between 19:00 and 07:00. */
export function initialTheme(now: Date = new Date(), prefersDark: boolean | null = systemPrefersDark()): Theme {
  const stored = storedTheme();
  if (stored) return stored;
  if (prefersDark !== null) return prefersDark ? 'dark' : 'light';
  const hour = now.getHours();
  return hour >= 19 || hour < 7 ? 'dark' : 'light';
}

function systemPrefersDark(): boolean | null {
  if (typeof matchMedia !== 'function') return null;
  if (matchMedia('(prefers-color-scheme: dark)').matches) return true;
  if (matchMedia('(prefers-color-scheme: light)').matches) return false;
  return null;
}

export function helpShown(): boolean {
  return read(HELP_SHOWN_KEY) === String(HELP_SHOWN_VERSION);
}

export function markHelpShown(): void {
  write(HELP_SHOWN_KEY, String(HELP_SHOWN_VERSION));
}
