// The shared scorer on the shipped model: calibration, ranking, match marks, per-word scores, wins.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel } from '../../scripts/build-model.ts';
import type { Encoder } from '../../src/scoring/encoder.ts';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import { CLOSE_WORD_CAP, FORM_SCORE } from '../../src/scoring/calibration.ts';
import { isWin } from '../../src/scoring/evaluation.ts';
import { scoreGuess, scorePhrases } from '../../src/scoring/scorer.ts';
import { STOPWORDS } from '../../src/scoring/text.ts';
import { HELP_EXAMPLE, INFO_EXAMPLES } from '../../src/components/examples.ts';
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
      (byKind[kind!] ??= []).push({ score: r.score, won: isWin(r) });
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
    expect(shouted!.score).toBe(plain!.score);
    expect(shouted!.input_tokens.map((t) => [t.score, t.match])).toEqual(plain!.input_tokens.map((t) => [t.score, t.match]));
    expect(punctuated!.score).toBe(plain!.score);
    expect(punctuated!.input_tokens.map((t) => [t.score, t.match])).toEqual(plain!.input_tokens.map((t) => [t.score, t.match]));
  });

  it('scores every word of a text, however long, in order: hints are scored whole', async () => {
    const hint = 'a guided stroll in a medieval town centre';
    const [r] = await scorePhrases(encoder, 'walking tour of old town', [hint]);
    expect(r!.input_tokens.map((t) => t.token)).toEqual(hint.split(' '));
    expect(r!.input_tokens.find((t) => t.token === 'town')!.match).toBe('present');
    const [five] = await scorePhrases(encoder, 'walking tour of old town', ['a guided stroll in a']);
    expect(r!.score).not.toBe(five!.score);
  });

  it('wins only on the answer after folding, and then returns the words, all in place', async () => {
    const [win, near] = await scorePhrases(encoder, 'drinking hot coffee every morning', ['  Drinking  HOT coffee, every morning. ', 'drinking hot coffee every evening']);
    expect(win!.score).toBe(1);
    expect(win!.result_tokens.map((t) => t.token)).toEqual(['drinking', 'hot', 'coffee', 'every', 'morning']);
    expect(win!.input_tokens.every((t) => t.score === 1 && t.match === 'placed')).toBe(true);
    expect(isWin(near!)).toBe(false);
    expect(near!.score).toBeLessThan(1);
  });

  it.each([
    ["spider's webs in the corner", ['spiders webs in the corner', 'spider webs in the corner', 'Spider’s webs in the corner']],
    ['leaves changing colour in september', ['leaves changing color in september']],
    ['the harbor at first light', ['the harbour at first light']],
    ["carving jack-o'-lanterns for halloween", ['carving jack o lanterns for halloween', 'carving jackolanterns for halloween']],
    ['an ice-cream on the pier', ['an ice cream on the pier', 'an icecream on the pier']],
  ])('lets "%s" be won in any spelling that folds to it', async (answer, guesses) => {
    for (const r of await scorePhrases(encoder, answer, guesses)) expect(isWin(r)).toBe(true);
  });

  it('does not win on another form of an answer word', async () => {
    const results = await scorePhrases(encoder, 'a pot of irish stew', ['a pots of irish stew', 'a pot of irish stews']);
    expect(results.map(isWin)).toEqual([false, false]);
  });

  it('detects a win against a packed target that holds only salted hashes of the answer', async () => {
    const packed = packTarget(await prepareTarget(encoder, 'children playing in the park', 'salt-123'));
    expect(JSON.stringify(packed)).not.toMatch(/children|playing|park/);
    const target = unpackTarget(packed);
    expect(isWin(await scoreGuess(encoder, target, 'Children playing in the park!'))).toBe(true);
    expect(isWin(await scoreGuess(encoder, target, 'kids playing in the park'))).toBe(false);
    const other = unpackTarget({ ...packed, salt: 'another-salt' });
    expect(isWin(await scoreGuess(encoder, other, 'children playing in the park'))).toBe(false);
  });
});

describe('match marks', () => {
  const marksOf = async (target: string, guess: string) => Object.fromEntries((await scoreOf(target, guess)).input_tokens.map((t, i) => [`${i}:${t.token}`, [t.match, t.score]]));

  it('marks the answer\'s word in its own place "placed" at 100%, function words, possessives, compounds and UK/US spellings included', async () => {
    expect(await marksOf('a pot of irish stew', 'a pot of beef stew')).toMatchObject({ '0:a': ['placed', 1], '1:pot': ['placed', 1], '2:of': ['placed', 1], '4:stew': ['placed', 1] });
    expect(await marksOf("spider's webs in the corner", 'spider nests in the corner')).toMatchObject({ '0:spider': ['placed', 1], '2:in': ['placed', 1], '3:the': ['placed', 1] });
    expect(await marksOf('leaves changing colour in autumn', 'trees changing color in autumn')).toMatchObject({ '2:color': ['placed', 1] });
    expect(await marksOf('an ice-cream on the pier', 'an icecream on a pier')).toMatchObject({ '1:icecream': ['placed', 1], '2:on': ['placed', 1] });
  });

  it('marks the answer\'s word in another place "present" at 100%', async () => {
    expect(await marksOf('museum on a rainy day', 'rainy day at the museum')).toMatchObject({ '0:rainy': ['present', 1], '1:day': ['present', 1], '4:museum': ['present', 1] });
    expect(await marksOf('the calm before the storm', 'storm before the calm ends')).toMatchObject({ '0:storm': ['present', 1], '1:before': ['present', 1], '2:the': ['present', 1], '3:calm': ['present', 1] });
    expect(await marksOf('boats in the harbour at dawn', 'harbor boats at the dawn')).toMatchObject({ '0:harbor': ['present', 1], '1:boats': ['present', 1] });
  });

  it('counts copies as Wordle does: an answer word that appears twice marks two guess words, no more', async () => {
    const marks = (await scoreOf('the calm before the storm', 'the the the the the')).input_tokens.map((t) => t.match);
    expect(marks).toEqual(['placed', 'none', 'none', 'placed', 'none']);
  });

  it('marks another form of an answer word "form", between 0.85 and 1: number, tense, -ing, possessive, compounds split', async () => {
    expect(await marksOf('a pot of irish stew', 'pots of irish stews here')).toMatchObject({ '0:pots': ['form', FORM_SCORE], '3:stews': ['form', FORM_SCORE] });
    expect(await marksOf('leaves falling in autumn rain', 'a leaf falls in autumn')).toMatchObject({ '1:leaf': ['form', FORM_SCORE], '2:falls': ['form', FORM_SCORE] });
    expect(await marksOf('kayaking down a quiet river', 'a kayak on the river')).toMatchObject({ '1:kayak': ['form', FORM_SCORE] });
    expect(await marksOf("spider's webs in the corner", 'spiders weave in the corner')).toMatchObject({ '0:spiders': ['form', FORM_SCORE] });
    expect(await marksOf('an ice-cream on the pier', 'ice cream on the beach')).toMatchObject({ '0:ice': ['form', FORM_SCORE], '1:cream': ['form', FORM_SCORE] });
    expect(await marksOf('the bigger the better', 'a big day out')).toMatchObject({ '1:big': ['form', FORM_SCORE] });
    expect(FORM_SCORE).toBeGreaterThanOrEqual(0.85);
    expect(FORM_SCORE).toBeLessThan(1);
  });

  it('gives function words no forms: "one" is not a form of "on", though the stemmer says so', async () => {
    const marks = (await scoreOf('sailing race on the bay', 'take one for the team')).input_tokens.map((t) => t.match);
    expect(marks).toEqual(['none', 'none', 'none', 'placed', 'none']);
  });

  it('gives every other word its closeness, never above 0.8, so only right words reach the top colour', async () => {
    const [r] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['kitten napping under the couch']);
    for (const t of r!.input_tokens) {
      expect(t.match).toBe('none');
      expect(t.score).toBeLessThanOrEqual(CLOSE_WORD_CAP);
    }
    const [unrelated] = await scorePhrases(encoder, 'a cat sleeping on sofa', ['tractor volcano encrypting quarterly whales']);
    for (const t of unrelated!.input_tokens) expect(t.score).toBeLessThan(0.35);
  });

  it('never lets a wrong function word outscore a right one on the same day', async () => {
    for (const answer of ['a pot of irish stew', 'the calm before the storm', 'walking tour of old town', 'museum on a rainy day']) {
      const target = await prepareTarget(encoder, answer, 'function-words');
      const answerWords = new Set(answer.split(' '));
      const right: number[] = [];
      const wrong: number[] = [];
      for (const word of STOPWORDS) {
        const { input_tokens } = await scoreGuess(encoder, target, `${word} zebra quantum yellow piano`);
        (answerWords.has(word) ? right : wrong).push(input_tokens[0]!.score);
      }
      expect(right.length).toBeGreaterThan(0);
      expect(Math.max(...wrong)).toBeLessThan(Math.min(...right));
    }
  });
});

describe('per-word closeness on tests/model/word-pairs.tsv', () => {
  it('puts warm pairs in the upper half and unrelated ones near 0', async () => {
    const rows = readFileSync(join(import.meta.dirname, 'word-pairs.tsv'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split('\t'));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const byKind: Record<string, number[]> = { warm: [], cold: [] };
    for (const [kind, answerWord, guessWord] of rows) byKind[kind!]!.push((await scoreOf(answerWord!, guessWord!)).input_tokens[0]!.score);
    console.info(`word pairs: ${byKind.warm!.length} warm, median ${median(byKind.warm!).toFixed(3)}; ${byKind.cold!.length} cold, median ${median(byKind.cold!).toFixed(3)}, max ${Math.max(...byKind.cold!).toFixed(3)}`);
    expect(median(byKind.warm!)).toBeGreaterThanOrEqual(0.5);
    expect(median(byKind.cold!)).toBeLessThanOrEqual(0.05);
    expect(Math.max(...byKind.cold!)).toBeLessThan(Math.min(...byKind.warm!));
  });
});

describe('the example cards of the help sheet and /info', () => {
  it('show the marks their text describes', async () => {
    const [help] = await scorePhrases(encoder, HELP_EXAMPLE.target, [HELP_EXAMPLE.guess]);
    expect(help!.input_tokens.map((t) => t.match)).toEqual(['present', 'form', 'none', 'present', 'placed']);
    const info = await scorePhrases(encoder, INFO_EXAMPLES.target, [...INFO_EXAMPLES.guesses]);
    expect(info.map(isWin)).toEqual([false, false, false, false, true]);
    expect(new Set(info[1]!.input_tokens.map((t) => t.match))).toEqual(new Set(['form', 'present', 'placed']));
  });
});

describe('npm run -s score', () => {
  it('prints one JSON line per guess, in order, in the stable shape', () => {
    const stdout = execFileSync('npx', ['tsx', 'scripts/score.ts', '--target', 'a pot of irish stew', 'pots of irish stew', 'a pot of irish stew'], { encoding: 'utf8' });
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown> & { input_tokens: Record<string, unknown>[] });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['guess', 'score', 'won', 'input_tokens', 'result_tokens']);
      for (const t of line.input_tokens) expect(Object.keys(t)).toEqual(['token', 'score', 'match']);
    }
    expect(lines[0]).toMatchObject({ guess: 'pots of irish stew', won: false, result_tokens: [] });
    expect(lines[0]!.input_tokens.map((t) => t.match)).toEqual(['form', 'present', 'present', 'present']);
    expect(lines[1]).toMatchObject({ guess: 'a pot of irish stew', score: 1, won: true });
  });
});
