// Contract tests for /api (spec §7): every route, every error, injected without a real port.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encoder } from '../../src/scoring/encoder.ts';
import { scoreGuess } from '../../src/scoring/scorer.ts';
import { buildServer } from '../../server/app.ts';
import type { PuzzleStore } from '../../server/puzzle-store.ts';
import { fixtureStore, idOf, NOW } from './fixture.ts';

let app: FastifyInstance;
let store: PuzzleStore;
let encoder: Encoder;

beforeAll(async () => {
  ({ store, encoder } = await fixtureStore());
  app = await buildServer({ store, encoder, now: () => NOW, guessesPerMinute: 10_000 });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });

function expectClientError(res: Awaited<ReturnType<typeof get>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json() as { error: unknown; message: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
}

describe('GET /api/daily-problem/{date}', () => {
  it('answers id, date and theme for a public day', async () => {
    const res = await get('/api/daily-problem/2025-08-27');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', date: '2025-08-27', theme: 'Lazy afternoon' });
  });

  it('shows the day that has begun in UTC+14 but hides the next one like a day without a puzzle', async () => {
    expect((await get('/api/daily-problem/2026-01-11')).statusCode).toBe(200);
    const future = await get('/api/daily-problem/2026-01-12');
    const missing = await get('/api/daily-problem/2026-01-05');
    expectClientError(future, 404);
    expectClientError(missing, 404);
    expect(future.json().error).toBe(missing.json().error);
    expect(Object.keys(future.headers).sort()).toEqual(Object.keys(missing.headers).sort());
  });

  it('rejects malformed dates, impossible dates and dates before 2025-08-27 with a 4xx', async () => {
    for (const date of ['today', '20250827', '2025-8-27', '2025-02-30', '2025-08-26', '1999-01-01', '%00']) {
      const res = await get(`/api/daily-problem/${date}`);
      expect(res.statusCode, date).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, date).toBeLessThan(500);
    }
    expectClientError(await get('/api/daily-problem/2025-02-30'), 400);
  });
});

describe('GET /api/problem/{id} and its solution', () => {
  it('answers the hints of a public problem', async () => {
    const res = await get(`/api/problem/${idOf('2025-08-27')}`);
    expect(res.json()).toEqual({ hints: ['a pet at home', 'resting on furniture', 'kitten napping on the couch'] });
  });

  it('answers the solution with the answer words scored', async () => {
    const res = await get(`/api/problem/${idOf('2025-08-27')}/solution`);
    const body = res.json() as { result: string; result_tokens: { token: string; score: number }[] };
    expect(body.result).toBe('a cat sleeping on sofa');
    expect(body.result_tokens.map((t) => t.token)).toEqual(['a', 'cat', 'sleeping', 'on', 'sofa']);
  });

  it('hides future problems and unknown ids behind a 404', async () => {
    for (const url of [`/api/problem/${idOf('2026-01-12')}`, `/api/problem/${idOf('2026-01-12')}/solution`, `/api/problem/${idOf('2027-06-01')}/solution`, '/api/problem/99999', '/api/problem/abc', '/api/problem/0/solution']) {
      expectClientError(await get(url), 404);
    }
  });
});

describe('POST /api/problem/{id}', () => {
  const url = `/api/problem/${idOf('2025-08-27')}`;

  it('scores a guess exactly as the shared scoring module does', async () => {
    const res = await post(url, { text: 'kitten napping on the couch' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await scoreGuess(encoder, store.byId(idOf('2025-08-27'))!.target, 'kitten napping on the couch'));
  });

  it('wins on the answer in any spelling that folds to it, with every word placed', async () => {
    for (const text of ['A cat sleeping on sofa!', 'a CAT sleeping-on sofa']) {
      const win = (await post(url, { text })).json() as { score: number; result_tokens: { match: string }[] };
      expect(win.score).toBe(1);
      expect(win.result_tokens.length).toBe(text.split(' ').length);
      expect(win.result_tokens.every((t) => t.match === 'placed')).toBe(true);
    }
  });

  it('scores and marks every word of a text longer than five words, cutting nothing', async () => {
    const long = (await post(url, { text: 'kitten napping on the couch today again' })).json() as { score: number; input_tokens: { token: string; match: string }[] };
    expect(long.input_tokens.map((t) => t.token)).toEqual(['kitten', 'napping', 'on', 'the', 'couch', 'today', 'again']);
    expect(long.input_tokens.map((t) => t.match)).toEqual(['none', 'none', 'present', 'none', 'none', 'none', 'none']);
    const five = (await post(url, { text: 'kitten napping on the couch' })).json() as { score: number };
    expect(long.score).not.toBe(five.score);
  });

  it('rejects a text with no word in it', async () => {
    expectClientError(await post(url, { text: '🙂 … !!' }), 400);
  });

  it('accepts 256 characters after trimming and rejects 257 or an empty text', async () => {
    const word = 'a'.repeat(50);
    const text256 = [word, word, word, word, 'a'.repeat(52)].join(' ');
    expect(text256).toHaveLength(256);
    expect((await post(url, { text: `   ${text256}   ` })).statusCode).toBe(200);
    expectClientError(await post(url, { text: `${text256}b` }), 400);
    expectClientError(await post(url, { text: '' }), 400);
    expectClientError(await post(url, { text: '   \n\t ' }), 400);
  });

  it('answers bad bodies with 400: invalid JSON, wrong types, arrays, missing fields, other content types', async () => {
    for (const [payload, headers] of [
      ['{"text": "unterminated', undefined],
      [{ text: 5 }, undefined],
      [{ text: ['a'] }, undefined],
      [{ text: null }, undefined],
      [[{ text: 'a cat' }], undefined],
      [{}, undefined],
      [{ guess: 'a cat' }, undefined],
      ['null', undefined],
      ['"a cat"', undefined],
      ['', undefined],
      ['text=a+cat', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['a cat', { 'content-type': 'text/plain' }],
    ] as [unknown, Record<string, string> | undefined][]) {
      expectClientError(await post(url, payload, headers), 400);
    }
  });

  it('answers unknown and future ids with 404', async () => {
    expectClientError(await post('/api/problem/424242', { text: 'a cat' }), 404);
    expectClientError(await post(`/api/problem/${idOf('2026-01-12')}`, { text: 'the team won the championship' }), 404);
  });
});

describe('rate limit', () => {
  it('answers the guess after the limit with 429, Retry-After and a JSON error', async () => {
    const limited = await buildServer({ store, encoder, now: () => NOW, guessesPerMinute: 2 });
    const send = () => limited.inject({ method: 'POST', url: `/api/problem/${idOf('2025-08-27')}`, payload: { text: 'a cat' }, remoteAddress: '10.0.0.7' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expectClientError(third, 429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const other = await limited.inject({ method: 'POST', url: `/api/problem/${idOf('2025-08-27')}`, payload: { text: 'a cat' }, remoteAddress: '10.0.0.8' });
    expect(other.statusCode).toBe(200);
    expect((await limited.inject({ method: 'GET', url: '/api/daily-problem/2025-08-27', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
    await limited.close();
  });
});

describe('headers', () => {
  it('sends security headers with a CSP that lets the WASM model run, and never sets a cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/daily-problem/2025-08-27', headers: { cookie: 'session=abc' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('fuzzing', () => {
  it('never answers a random request with a 5xx', async () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const junk = () => Array.from({ length: Math.floor(rand() * 40) }, () => String.fromCharCode(Math.floor(rand() * 0x2fff))).join('');
    const paths = ['/api/daily-problem/', '/api/problem/', '/api/problem/1/', '/api/', '/api/problem/1/solution/', '/'];
    const bodies: (() => string)[] = [
      () => JSON.stringify({ text: junk() }),
      () => JSON.stringify({ text: rand() }),
      () => JSON.stringify([junk()]),
      () => junk(),
      () => JSON.stringify({ text: { nested: junk() } }),
      () => `{"text": "${junk()}"`,
      () => JSON.stringify({ text: 'x '.repeat(Math.floor(rand() * 300)) }),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 2500; i++) {
      const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const);
      const segment = pick([junk(), String(Math.floor(rand() * 1000)), '2025-08-27', '2026-01-12', encodeURIComponent(junk())]);
      const res = await app.inject({
        method,
        url: rand() < 0.4 ? pick(['/api/problem/1', `/api/problem/${idOf('2026-01-11')}`]) : pick(paths) + encodeURIComponent(segment),
        payload: method === 'GET' ? undefined : pick(bodies)(),
        headers: { 'content-type': pick(['application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data']) },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${method} ${segment}`).toBeLessThan(500);
    }
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(statuses.get(400)).toBeGreaterThan(100);
  });
});
