// The game's one door to puzzles and scores. It asks the server when the server answers, and
// the puzzle packs plus the on-device scorer when it doesn't: offline, a failed request, a
// 5xx, or no answer within a few seconds. The request itself is never aborted (spec §7 has no
// timeout); the game just stops waiting for it. A solution never comes from a pack.
import type { GuessEvaluation } from '../scoring/evaluation.ts';
import { packedPuzzleForDate, packedPuzzleForId } from './packs.ts';
import { scoreOnDevice } from './scorer-client.ts';
import { ApiError, type DailyProblemResponse, type ProblemResponse, type SolutionResponse, serverApi } from './server-api.ts';

export const SERVER_PATIENCE_MS = 3000;
export const DEVICE_SCORE_MEASURE = 'vibe-check:device-score';

export interface GameApi {
  getDailyProblem(date: string): Promise<DailyProblemResponse>;
  getProblem(id: string): Promise<ProblemResponse>;
  getSolution(id: string): Promise<SolutionResponse>;
  evaluate(id: string, text: string): Promise<GuessEvaluation>;
}

class SlowServer extends Error {}

/** A client error from the server is its answer; anything else means "ask the device". */
const serverAnswered = (error: unknown) => error instanceof ApiError && error.status < 500;

async function serverOrDevice<T>(fromServer: () => Promise<T>, fromDevice: () => Promise<T>, patienceMs: number): Promise<T> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return fromDevice();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const impatience = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SlowServer('The server is slow')), patienceMs);
  });
  try {
    return await Promise.race([fromServer(), impatience]);
  } catch (error) {
    if (serverAnswered(error)) throw error;
    return fromDevice();
  } finally {
    clearTimeout(timer);
  }
}

async function packedOrThrow<T>(lookup: Promise<T | undefined>, what: string): Promise<T> {
  const found = await lookup;
  if (!found) throw new Error(`${what} is not in the offline puzzle packs`);
  return found;
}

export function createGameApi(patienceMs = SERVER_PATIENCE_MS): GameApi {
  return {
    getDailyProblem: (date) =>
      serverOrDevice(
        () => serverApi.getDailyProblem(date),
        async () => {
          const p = await packedOrThrow(packedPuzzleForDate(date), `The puzzle of ${date}`);
          return { id: p.id, date: p.date, theme: p.theme };
        },
        patienceMs,
      ),
    getProblem: (id) => serverOrDevice(() => serverApi.getProblem(id), async () => ({ hints: (await packedOrThrow(packedPuzzleForId(id), `Puzzle ${id}`)).hints }), patienceMs),
    getSolution: (id) => serverApi.getSolution(id),
    evaluate: (id, text) =>
      serverOrDevice(
        () => serverApi.evaluate(id, text),
        async () => {
          const { target } = await packedOrThrow(packedPuzzleForId(id), `Puzzle ${id}`);
          const started = performance.now();
          const evaluation = await scoreOnDevice(target, text);
          // Visible in the browser's performance timeline; bench:web reads it.
          performance.measure(DEVICE_SCORE_MEASURE, { start: started });
          return evaluation;
        },
        patienceMs,
      ),
  };
}
