// When the game asks the server and when it plays from the packs and the on-device scorer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const scoreOnDevice = vi.fn();
vi.mock('../../src/api/scorer-client.ts', () => ({ scoreOnDevice }));

const { createGameApi } = await import('../../src/api/game-api.ts');
const { SCORING_VERSION } = await import('../../src/scoring/version.ts');

const deviceScore = { score: 0.42, input_tokens: [], result_tokens: [] };
const serverScore = { score: 0.5, input_tokens: [], result_tokens: [] };
const target = { vectors: '', scales: [], weights: [], salt: 's', wins: ['h'], slots: [], forms: [] };
const pack = { scoringVersion: SCORING_VERSION, month: '2025-09', puzzles: [{ id: '6', date: '2025-09-01', theme: 'Labor of love', hints: ['a', 'b', 'c'], target }] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let api: (path: string, init?: RequestInit) => Promise<Response>;

beforeEach(() => {
  scoreOnDevice.mockReset().mockResolvedValue(deviceScore);
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (url.startsWith('/packs/') ? Promise.resolve(json(pack)) : api(url, init)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the game API', () => {
  it('uses the server when it answers', async () => {
    api = () => Promise.resolve(json(serverScore));
    expect(await createGameApi().evaluate('6', 'a guess')).toEqual(serverScore);
    expect(scoreOnDevice).not.toHaveBeenCalled();
  });

  it('scores on the device when offline, on a network failure, a 5xx, or a server without the API', async () => {
    for (const answer of [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(json({ error: 'internal', message: 'x' }, 503)), () => Promise.resolve(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }))]) {
      api = answer;
      expect(await createGameApi().evaluate('6', 'a guess')).toEqual(deviceScore);
    }
    vi.stubGlobal('navigator', { onLine: false });
    api = () => Promise.resolve(json(serverScore));
    expect(await createGameApi().evaluate('6', 'a guess')).toEqual(deviceScore);
    expect(scoreOnDevice).toHaveBeenCalledTimes(4);
  });

  it('stops waiting for a slow server after a few seconds, without cancelling the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined = null;
    api = (_url, init) => {
      signal = init?.signal;
      return new Promise(() => {});
    };
    const result = createGameApi(3000).evaluate('6', 'a guess');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toEqual(deviceScore);
    expect(signal).toBeUndefined();
  });

  it("takes the server's client errors as its answer", async () => {
    api = () => Promise.resolve(json({ error: 'not_found', message: 'Problem 6 not found' }, 404));
    await expect(createGameApi().evaluate('6', 'a guess')).rejects.toThrow('Problem 6 not found');
    expect(scoreOnDevice).not.toHaveBeenCalled();
  });

  it('reads the daily problem and the hints from the packs offline, but never a solution', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    api = () => Promise.reject(new TypeError('offline'));
    const game = createGameApi();
    expect(await game.getDailyProblem('2025-09-01')).toEqual({ id: '6', date: '2025-09-01', theme: 'Labor of love' });
    expect(await game.getProblem('6')).toEqual({ hints: ['a', 'b', 'c'] });
    await expect(game.getSolution('6')).rejects.toThrow();
  });
});

describe('packs of another scoring version', () => {
  const oldPack = { scoringVersion: SCORING_VERSION - 1, month: '2025-10', puzzles: [{ ...pack.puzzles[0]!, id: '36', date: '2025-10-01' }] };
  const newPack = { ...oldPack, scoringVersion: SCORING_VERSION };
  const offline = () => {
    vi.stubGlobal('navigator', { onLine: false });
    api = () => Promise.reject(new TypeError('offline'));
  };

  it('are dropped from the caches and fetched again from the network', async () => {
    offline();
    const deleted: string[] = [];
    vi.stubGlobal('location', { href: 'http://game.test/2025-10-01' });
    vi.stubGlobal('caches', { keys: async () => ['vibe-check-packs'], open: async () => ({ delete: async (url: string) => deleted.push(url) }) });
    const fetches: (RequestCache | undefined)[] = [];
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      fetches.push(init?.cache);
      return Promise.resolve(json(init?.cache === 'reload' ? newPack : oldPack));
    });
    expect(await createGameApi().getDailyProblem('2025-10-01')).toEqual({ id: '36', date: '2025-10-01', theme: 'Labor of love' });
    expect(deleted).toEqual(['http://game.test/packs/2025-10.json']);
    expect(fetches).toEqual([undefined, 'reload']);
  });

  it('are refused when the network has nothing newer', async () => {
    offline();
    vi.stubGlobal('fetch', () => Promise.resolve(json({ ...oldPack, month: '2025-11', puzzles: [{ ...oldPack.puzzles[0]!, id: '67', date: '2025-11-01' }] })));
    await expect(createGameApi().getDailyProblem('2025-11-01')).rejects.toThrow('/packs/2025-11.json was made for another version of the game');
  });
});
