// A guess scored by the server and by the scorer worker in the browser gets the same numbers.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { PuzzlePack } from '../../src/puzzles/pack.ts';
import type { GuessEvaluation } from '../../src/scoring/evaluation.ts';
import { puzzleOf } from './helpers.ts';

const DATE = '2025-10-05';
const GUESSES = ['kneading dough for fresh loaves', 'a cat sleeping on the sofa', 'Hiking Up A Mountain!', 'rain', 'the team won the championship again today', puzzleOf(DATE).answer.toUpperCase()];
const workerFile = readdirSync(join(import.meta.dirname, '..', '..', 'dist', 'assets')).find((f) => /^scorer\.worker-.*\.js$/.test(f))!;

test('the server and the on-device worker score the same guesses within 0.001', async ({ page, request }) => {
  await page.goto('/info');
  const pack = (await (await request.get(`/packs/${DATE.slice(0, 7)}.json`)).json()) as PuzzlePack;
  const puzzle = pack.puzzles.find((p) => p.date === DATE)!;
  const fromServer: GuessEvaluation[] = [];
  for (const text of GUESSES) fromServer.push((await (await request.post(`/api/problem/${puzzle.id}`, { data: { text } })).json()) as GuessEvaluation);
  const fromWorker = await page.evaluate(
    async ({ url, target, guesses }) => {
      const worker = new Worker(url, { type: 'module' });
      const results = [];
      for (const [i, text] of guesses.entries()) {
        results.push(
          await new Promise((resolve, reject) => {
            worker.onmessage = (e: MessageEvent<{ ok: boolean; result: unknown; error?: string }>) => (e.data.ok ? resolve(e.data.result) : reject(new Error(e.data.error)));
            worker.postMessage({ id: i, type: 'score', target, text });
          }),
        );
      }
      worker.terminate();
      return results as GuessEvaluation[];
    },
    { url: `/assets/${workerFile}`, target: puzzle.target, guesses: GUESSES },
  );
  expect(fromWorker).toHaveLength(GUESSES.length);
  fromWorker.forEach((device, i) => {
    const server = fromServer[i]!;
    expect(Math.abs(device.score - server.score), GUESSES[i]).toBeLessThanOrEqual(0.001);
    expect(device.input_tokens.map((t) => t.token)).toEqual(server.input_tokens.map((t) => t.token));
    device.input_tokens.forEach((t, k) => expect(Math.abs(t.score - server.input_tokens[k]!.score)).toBeLessThanOrEqual(0.001));
    expect(device.result_tokens.length).toBe(server.result_tokens.length);
  });
  expect(fromWorker.at(-1)!.score).toBe(1);
});
