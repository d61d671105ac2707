// The four calls of spec §7 under /api, each with a JSON schema for what it accepts.
import type { FastifyInstance } from 'fastify';
import { FIRST_PUZZLE_DATE, MAX_PHRASE_CHARS } from '../src/game/constants.ts';
import { utcMidnight } from '../src/puzzles/puzzle-id.ts';
import type { Encoder } from '../src/scoring/encoder.ts';
import { scoreGuess } from '../src/scoring/scorer.ts';
import { splitWords } from '../src/scoring/text.ts';
import { isPublic } from './clock.ts';
import { badRequest, notFound } from './errors.ts';
import type { PuzzleStore, StoredPuzzle } from './puzzle-store.ts';

export interface ApiOptions {
  store: PuzzleStore;
  encoder: Encoder;
  now: () => Date;
  guessesPerMinute: number;
}

const tokenList = {
  type: 'array',
  items: { type: 'object', properties: { token: { type: 'string' }, score: { type: 'number' }, match: { type: 'string', enum: ['placed', 'present', 'form', 'none'] } }, required: ['token', 'score', 'match'] },
} as const;
const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;

export async function apiRoutes(app: FastifyInstance, { store, encoder, now, guessesPerMinute }: ApiOptions): Promise<void> {
  const publicPuzzle = (id: string): StoredPuzzle => {
    const puzzle = store.byId(id);
    if (!puzzle || !isPublic(puzzle.date, now())) throw notFound(`Problem ${id}`);
    return puzzle;
  };

  app.get<{ Params: { date: string } }>(
    '/daily-problem/:date',
    {
      schema: {
        params: { type: 'object', properties: { date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, required: ['date'] },
        response: { 200: { type: 'object', properties: { id: { type: 'string' }, date: { type: 'string' }, theme: { type: 'string' } }, required: ['id', 'date', 'theme'] } },
      },
    },
    async (request) => {
      const { date } = request.params;
      if (utcMidnight(date) === null) throw badRequest(`${date} is not a calendar date`);
      if (date < FIRST_PUZZLE_DATE) throw badRequest(`The first puzzle is on ${FIRST_PUZZLE_DATE}`);
      const puzzle = store.byDate(date);
      if (!puzzle || !isPublic(date, now())) throw notFound(`Daily problem for ${date}`);
      return { id: puzzle.id, date: puzzle.date, theme: puzzle.theme };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/problem/:id',
    { schema: { params: idParams, response: { 200: { type: 'object', properties: { hints: { type: 'array', items: { type: 'string' } } }, required: ['hints'] } } } },
    async (request) => ({ hints: publicPuzzle(request.params.id).hints }),
  );

  app.get<{ Params: { id: string } }>(
    '/problem/:id/solution',
    { schema: { params: idParams, response: { 200: { type: 'object', properties: { result: { type: 'string' }, result_tokens: tokenList }, required: ['result', 'result_tokens'] } } } },
    async (request) => {
      const puzzle = publicPuzzle(request.params.id);
      const { result_tokens } = await scoreGuess(encoder, puzzle.target, puzzle.answer);
      return { result: puzzle.answer, result_tokens };
    },
  );

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    '/problem/:id',
    {
      config: { rateLimit: { max: guessesPerMinute, timeWindow: 60_000 } },
      schema: {
        params: idParams,
        body: { type: 'object', properties: { text: { type: 'string', maxLength: 4 * MAX_PHRASE_CHARS } }, required: ['text'] },
        response: { 200: { type: 'object', properties: { score: { type: 'number' }, input_tokens: tokenList, result_tokens: tokenList }, required: ['score', 'input_tokens', 'result_tokens'] } },
      },
    },
    async (request) => {
      const puzzle = publicPuzzle(request.params.id);
      const text = request.body.text.trim();
      if (text.length === 0) throw badRequest('text must not be empty');
      if (splitWords(text).length === 0) throw badRequest('text must hold a word: letters or digits');
      if (text.length > MAX_PHRASE_CHARS) throw badRequest(`text must be at most ${MAX_PHRASE_CHARS} characters`);
      return scoreGuess(encoder, puzzle.target, text);
    },
  );
}
