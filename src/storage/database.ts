// The game's IndexedDB database (Dexie). Progress and in-progress games are stored as values
// under the spec's key names, so a record can be found by the same key in any tool.
import Dexie, { type Table } from 'dexie';

export interface KeyedRow {
  key: string;
  value: unknown;
}

export class VibeCheckDb extends Dexie {
  progress!: Table<KeyedRow, string>;
  games!: Table<KeyedRow, string>;

  constructor(name = 'vibe-check') {
    super(name);
    this.version(1).stores({ progress: 'key', games: 'key' });
  }
}

let db: VibeCheckDb | undefined;
export function database(): VibeCheckDb {
  return (db ??= new VibeCheckDb());
}

export const GAME_PREFIX = 'vibe-check-';
export const progressKey = (playerId: string) => `${GAME_PREFIX}${playerId}`;
export const currentGameKey = (playerId: string, date: string) => `${progressKey(playerId)}-current-${date}`;

type StorageErrorListener = (message: string) => void;
const listeners = new Set<StorageErrorListener>();

/** Storage failures are logged and told to whoever listens (the UI shows a notice). */
export function onStorageError(listener: StorageErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportStorageError(action: string, error: unknown): void {
  console.error(`Could not ${action}`, error);
  const reason = error instanceof Error && error.name === 'QuotaExceededError' ? 'the device is out of storage space' : 'the browser refused to store data (private mode?)';
  for (const l of listeners) l(`Your progress could not be saved on this device: ${reason}.`);
}
