// The four calls of spec §7 against /api, credentials included and without a request timeout.
import type { GuessEvaluation, TokenScore } from '../scoring/evaluation.ts';

export interface DailyProblemResponse {
  id: string;
  date: string;
  theme: string;
}
export interface ProblemResponse {
  hints: string[];
}
export interface SolutionResponse {
  result: string;
  result_tokens: TokenScore[];
}

/** The server answered, with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Only our API's JSON errors count as its answer. A static file server without the API
 * answers /api with an HTML 404 or the app's index.html: that is "no server", not "no puzzle".
 */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api${path}`, { credentials: 'include', ...init, headers: { Accept: 'application/json', ...init.headers } });
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (!isJson) throw new Error(`/api${path}: no API here (HTTP ${res.status}, ${res.headers.get('content-type') ?? 'no content type'})`);
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new ApiError(res.status, (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`);
  return body as T;
}

export const serverApi = {
  getDailyProblem: (date: string) => call<DailyProblemResponse>(`/daily-problem/${encodeURIComponent(date)}`),
  getProblem: (id: string) => call<ProblemResponse>(`/problem/${encodeURIComponent(id)}`),
  getSolution: (id: string) => call<SolutionResponse>(`/problem/${encodeURIComponent(id)}/solution`),
  evaluate: (id: string, text: string) =>
    call<GuessEvaluation>(`/problem/${encodeURIComponent(id)}`, { method: 'POST', body: JSON.stringify({ text }), headers: { 'Content-Type': 'application/json' } }),
};
