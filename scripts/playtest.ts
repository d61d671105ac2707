// A terminal client for blind play-tests: it shows a player exactly what the game shows (the
// theme, hints, each guess's score and emoji tier, each word's score and mark) through a
// running server's /api, keeps each player's game in a state file as the browser would, and
// enforces the rules: 9 attempts with hints included, five words a guess, then sandbox.
//   npm run -s playtest -- <player> <YYYY-MM-DD>                    the board
//   npm run -s playtest -- <player> <YYYY-MM-DD> guess w1 w2 w3 w4 w5
//   npm run -s playtest -- <player> <YYYY-MM-DD> hint
// VIBE_API (default http://localhost:8080/api) and VIBE_STATE (default a folder in the system's
// temporary directory) say where the server and the games are.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MARK_CUE } from '../src/components/match-marks.ts';
import { percentOf } from '../src/components/score-format.ts';
import { MAX_ATTEMPTS, WORDS_PER_GUESS } from '../src/game/constants.ts';
import { emojiForScore } from '../src/game/share-text.ts';
import { type GuessEvaluation, isWin, type TokenScore } from '../src/scoring/evaluation.ts';

const API = process.env.VIBE_API ?? 'http://localhost:8080/api';
const STATE_DIR = process.env.VIBE_STATE ?? join(tmpdir(), 'vibe-check-playtest');
/** Sandbox goes on after a loss, but a play-test stops somewhere. */
const ATTEMPT_CAP = 30;

interface Attempt {
  text: string;
  hint?: number;
  sandbox: boolean;
  score: number;
  won: boolean;
  tokens: TokenScore[];
  at: string;
}
interface PlayState {
  player: string;
  date: string;
  id: string;
  theme: string;
  hintCount: number;
  attempts: Attempt[];
  won: boolean;
  wonAt: number | null;
  wonInSandbox: boolean;
  lost: boolean;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  for (;;) {
    const res = await fetch(`${API}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status === 429) {
      await new Promise((r) => setTimeout(r, 5000));
      continue;
    }
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${res.status}: ${json.message ?? JSON.stringify(json)}`);
    return json;
  }
}

function board(state: PlayState): string {
  const normal = state.attempts.filter((a) => !a.sandbox).length;
  const hintsUsed = state.attempts.filter((a) => a.hint).length;
  const lines = [`Vibe Check ${state.date} · Theme: ${state.theme}`, `Guess the hidden five-word phrase. ${MAX_ATTEMPTS} attempts; a hint counts as one.`];
  state.attempts.forEach((a, i) => {
    const label = a.hint ? `Hint ${a.hint}` : a.sandbox ? 'Sandbox guess' : 'Guess';
    lines.push(`#${i + 1} ${label}: "${a.text}"  →  ${percentOf(a.score)} ${emojiForScore(a.score, a.won)}`);
    for (const t of a.tokens) lines.push(`    ${t.token} ${percentOf(t.score)}${MARK_CUE[t.match] ? ` ${MARK_CUE[t.match]}` : ''}`);
  });
  if (state.won) lines.push(`🎉 Solved ${state.wonInSandbox ? 'in sandbox (a loss for the day)' : 'the day'} after ${state.wonAt} attempts.`);
  else if (state.lost) lines.push(`The day is lost (${MAX_ATTEMPTS} attempts used). Sandbox: keep guessing with 1-${WORDS_PER_GUESS} words to find the phrase (does not count).`);
  else lines.push(`Attempts used ${normal}/${MAX_ATTEMPTS} · hints left ${state.hintCount - hintsUsed}/${state.hintCount}. Normal guesses need exactly ${WORDS_PER_GUESS} words.`);
  return lines.join('\n');
}

async function play(state: PlayState, command: string, args: string[]): Promise<void> {
  if (state.won) throw new Error('This day is already solved.');
  const sandbox = state.lost;
  if (state.attempts.length >= ATTEMPT_CAP) throw new Error(`Play-tests stop at ${ATTEMPT_CAP} attempts; stop here.`);
  const score = (text: string) => call<GuessEvaluation>(`/problem/${state.id}`, { text });
  const at = new Date().toISOString();
  if (command === 'hint') {
    if (sandbox) throw new Error('Hints are for the day’s game, which is over: keep guessing in sandbox.');
    const used = state.attempts.filter((a) => a.hint).length;
    if (used >= state.hintCount) throw new Error('No hints left.');
    const text = (await call<{ hints: string[] }>(`/problem/${state.id}`)).hints[used]!;
    const r = await score(text);
    state.attempts.push({ text, hint: used + 1, sandbox: false, score: r.score, won: false, tokens: r.input_tokens, at });
  } else if (command === 'guess') {
    const words = args.join(' ').split(/\s+/).filter(Boolean);
    if (!sandbox && words.length !== WORDS_PER_GUESS) throw new Error(`A guess needs exactly ${WORDS_PER_GUESS} words (you gave ${words.length}).`);
    if (words.length < 1 || words.length > WORDS_PER_GUESS) throw new Error(`A sandbox guess has 1 to ${WORDS_PER_GUESS} words.`);
    const r = await score(words.join(' '));
    const won = isWin(r);
    state.attempts.push({ text: words.join(' '), sandbox, score: r.score, won, tokens: r.input_tokens, at });
    if (won) Object.assign(state, { won: true, wonAt: state.attempts.length, wonInSandbox: sandbox });
  } else throw new Error(`Unknown command "${command}": use guess or hint.`);
  if (!state.won && state.attempts.length >= MAX_ATTEMPTS) state.lost = true;
}

const [player, date, command, ...args] = process.argv.slice(2);
if (!player || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) {
  console.log('usage: npm run -s playtest -- <player> <YYYY-MM-DD> [guess <words…> | hint]');
  process.exit(2);
}
mkdirSync(STATE_DIR, { recursive: true });
const file = join(STATE_DIR, `${player}-${date}.json`);
let state: PlayState;
if (existsSync(file)) state = JSON.parse(readFileSync(file, 'utf8')) as PlayState;
else {
  const daily = await call<{ id: string; theme: string }>(`/daily-problem/${date}`);
  const { hints } = await call<{ hints: string[] }>(`/problem/${daily.id}`);
  state = { player, date: date!, id: daily.id, theme: daily.theme, hintCount: hints.length, attempts: [], won: false, wonAt: null, wonInSandbox: false, lost: false };
}
try {
  if (command) await play(state, command, args);
  writeFileSync(file, JSON.stringify(state, null, 1));
  console.log(board(state));
} catch (e) {
  console.log(`Not done: ${e instanceof Error ? e.message : String(e)}`);
  console.log(board(state));
  process.exit(1);
}
