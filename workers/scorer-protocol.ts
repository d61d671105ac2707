// Messages between the page and the scorer worker.
import type { GuessEvaluation } from '../src/scoring/evaluation.ts';
import type { PackedTarget } from '../src/scoring/target.ts';

export interface TokenSaliency {
  piece: string;
  saliency: number;
}

/** Each request type and what the worker answers to it. */
export interface ScorerCalls {
  warmup: { request: Record<string, never>; result: null };
  score: { request: { target: PackedTarget; text: string }; result: GuessEvaluation };
  /** Scores guesses against a target given as text: the explainer's live examples. */
  compare: { request: { target: string; guesses: string[] }; result: GuessEvaluation[] };
  /** A phrase's tokens and their saliency. */
  explain: { request: { text: string }; result: TokenSaliency[] };
}

export type ScorerRequest = { [K in keyof ScorerCalls]: { id: number; type: K } & ScorerCalls[K]['request'] }[keyof ScorerCalls];

export type ScorerResponse = { id: number; ok: true; result: ScorerCalls[keyof ScorerCalls]['result'] } | { id: number; ok: false; error: string };
