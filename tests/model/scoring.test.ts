// The shared scorer on the shipped model: calibration, ranking, per-word scores, wins.
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel } from '../../scripts/build-model.ts';
import type { Encoder } from '../../src/scoring/encoder.ts';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import { scoreGuess, scorePhrases } from '../../src/scoring/scorer.ts';
import { packTarget, prepareTarget, unpackTarget } from '../../src/scoring/target.ts';
import { evalRows } from './phrases.ts';

let encoder: Encoder;
beforeAll(async () => {
  buildModel();
  encoder = await loadNodeEncoder();
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const scoreOf = async (target: string, guess: string) => (await scorePhrases(encoder, target, [guess]))[0]!;

describe('overall score calibration on ../shared/eval/calibration.tsv', () => {
  it('wins every "same" row with score 1, puts close above 0.65, unrelated below 0.25 and related between', async () => {
    const byKind: Record<string, { score: number; won: boolean }[]> = {};
    for (const [kind, target, guess] of evalRows('calibration.tsv')) {
      const r = await scoreOf(target!, guess!);
      (byKind[kind!] ??= []).push({ score: r.score, won: r.result_tokens.length > 0 });
    }
    const med = (kind: string) => median(byKind[kind]!.map((r) => r.score));
    console.info(`calibration medians: close ${med('close').toFixed(3)}, related ${med('related').toFixed(3)}, unrelated ${med('unrelated').toFixed(3)}`);
    expect(byKind['same']!.every((r) => r.won && r.score === 1)).toBe(true);
    expect(med('close')).toBeGreaterThan(0.65);
    expect(med('unrelated')).toBeLessThan(0.25);
    expect(med('related')).toBeGreaterThan(0.25);
    expect(med('related')).toBeLessThan(0.65);
    expect(byKind['close']!.some((r) => r.won)).toBe(false);
  });

  it('ranks the closer guess above the farther one in at least 90% of ../shared/eval/triplets.tsv', async () => {
    const rows = evalRows('triplets.tsv');
    let ranked = 0;
    for (const [anchor, closer, farther] of rows) {
      const [c, f] = await scorePhrases(encoder, anchor!, [closer!, farther!]);
      if (c!.score > f!.score) ranked++;
    }
    console.info(`triplets ranked: ${ranked}/${rows.length}`);
    expect(ranked / rows.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('scoring a guess', () => {
  it('ignores case and the punctuation around words', async () => {
    const [plain, shouted, punctuated] = await scorePhrases(encoder, 'the team won the championship', ['players lifted the trophy', 'PLAYERS Lifted THE trophy', '"Players" lifted the trophy!!']);
    expect(shouted).toEqual({ ...plain, input_tokens: shouted!.input_tokens });
    expect(shouted!.input_tokens.map((t) => t.score)).toEqual(plain!.input_tokens.map((t) => t.score));
    expect(punctuated!.score).toBe(plain!.score);
    expect(punctuated!.input_tokens.map((t) => t.score)).toEqual(plain!.input_tokens.map((t) => t.score));
  });

  it('gives one token per guess word in order, and only the first five words count', async () => {
    const [r] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['kitten napping on the couch at noon today']);
    expect(r!.input_tokens.map((t) => t.token)).toEqual(['kitten', 'napping', 'on', 'the', 'couch']);
    const [five] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['kitten napping on the couch']);
    expect(r!.score).toBe(five!.score);
  });

  it('scores a guess word that is one of the answer content words at least 0.9', async () => {
    const [r] = await scorePhrases(encoder, 'the baby finally fell asleep', ['baby fell asleep finally today']);
    const byWord = Object.fromEntries(r!.input_tokens.map((t) => [t.token, t.score]));
    for (const w of ['baby', 'fell', 'asleep', 'finally']) expect(byWord[w]).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a word unrelated to every answer word below 0.35', async () => {
    const [r] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['tractor volcano encrypting quarterly whales']);
    for (const t of r!.input_tokens) expect(t.score).toBeLessThan(0.35);
  });

  it('scores synonyms of answer words between unrelated words and exact ones', async () => {
    const [r] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['kitten', 'tractor']);
    const [unrelated] = (await scorePhrases(encoder, 'a cat sleeping on sofa', ['tractor']))[0]!.input_tokens;
    expect(r!.input_tokens[0]!.score).toBeGreaterThan(unrelated!.score);
    expect(r!.input_tokens[0]!.score).toBeLessThan(0.9);
  });

  it('wins only on the answer after normalization, and then returns the answer words', async () => {
    const [win, near] = await scorePhrases(encoder, 'drinking hot coffee every morning', ['  Drinking  HOT coffee, every morning. ', 'drinking hot coffee every evening']);
    expect(win!.score).toBe(1);
    expect(win!.result_tokens.map((t) => t.token)).toEqual(['drinking', 'hot', 'coffee', 'every', 'morning']);
    expect(near!.result_tokens).toEqual([]);
    expect(near!.score).toBeLessThan(1);
  });

  it('detects a win against a packed target that holds only a salted hash of the answer', async () => {
    const packed = packTarget(await prepareTarget(encoder, 'children playing in the park', 'salt-123'));
    expect(JSON.stringify(packed)).not.toMatch(/children|playing|park/);
    const target = unpackTarget(packed);
    expect((await scoreGuess(encoder, target, 'Children playing in the park!')).result_tokens).toHaveLength(5);
    expect((await scoreGuess(encoder, target, 'kids playing in the park')).result_tokens).toEqual([]);
    const other = unpackTarget({ ...packed, salt: 'another-salt' });
    expect((await scoreGuess(encoder, other, 'children playing in the park')).result_tokens).toEqual([]);
  });
});

describe('npm run -s score', () => {
  it('prints one JSON evaluation per guess, in order, and nothing else', () => {
    const stdout = execFileSync('npx', ['tsx', 'scripts/score.ts', '--target', 'a cat sleeping on sofa', 'kitten napping on the couch', 'a cat sleeping on sofa'], { encoding: 'utf8' });
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as { score: number; result_tokens: unknown[] });
    expect(lines).toHaveLength(2);
    expect(lines[0]!.score).toBeGreaterThan(0.65);
    expect(lines[0]!.result_tokens).toEqual([]);
    expect(lines[1]!.score).toBe(1);
  });
});
