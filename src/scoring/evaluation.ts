// What scoring a guess answers (spec §3 "Guess evaluation"), apart from the scorer itself so
// that the game screen can read evaluations without loading the model's code and word lists.

/** How a guess word matches the answer's words: see marks.ts. */
export type Match = 'placed' | 'present' | 'form' | 'none';

export interface TokenScore {
  token: string;
  score: number;
  match: Match;
}

export interface GuessEvaluation {
  score: number;
  input_tokens: TokenScore[];
  result_tokens: TokenScore[];
}

/** A guess won when it comes back with the answer's words (spec §4). */
export const isWin = (evaluation: { result_tokens: readonly unknown[] }) => evaluation.result_tokens.length > 0;
