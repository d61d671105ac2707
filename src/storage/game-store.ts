// The in-progress game per player and date (spec §3 "Current game state"). Saving and
// clearing never throw (spec §8); a failure is reported so the player hears about it.
import type { SavedGame } from '../game/model.ts';
import { currentGameKey, database, reportStorageError, type VibeCheckDb } from './database.ts';
import { readSavedGame } from './record-guards.ts';

export async function loadCurrentGame(playerId: string, date: string, db: VibeCheckDb = database()): Promise<SavedGame | null> {
  try {
    const row = await db.games.get(currentGameKey(playerId, date));
    return row ? readSavedGame(row.value) : null;
  } catch (error) {
    console.error('Could not read the saved game', error);
    return null;
  }
}

export async function saveCurrentGame(playerId: string, game: SavedGame, db: VibeCheckDb = database()): Promise<void> {
  try {
    await db.games.put({ key: currentGameKey(playerId, game.date), value: game });
  } catch (error) {
    reportStorageError('save the game', error);
  }
}

export async function clearCurrentGame(playerId: string, date: string, db: VibeCheckDb = database()): Promise<void> {
  try {
    await db.games.delete(currentGameKey(playerId, date));
  } catch (error) {
    reportStorageError('clear the saved game', error);
  }
}
