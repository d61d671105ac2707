// Reads puzzle packs, one month at a time, remembering what it has read. The service worker
// keeps them for offline play.
import { type PackIndex, type PackedPuzzle, type PuzzlePack, packFileForMonth } from '../puzzles/pack.ts';
import { dateForPuzzleId } from '../puzzles/puzzle-id.ts';
import { PACKS_URL } from './asset-urls.ts';

const months = new Map<string, Promise<PuzzlePack | null>>();

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export function loadPackIndex(): Promise<PackIndex> {
  return fetchJson<PackIndex>(`${PACKS_URL}/index.json`);
}

function loadMonth(month: string): Promise<PuzzlePack | null> {
  let pack = months.get(month);
  if (!pack) {
    pack = fetchJson<PuzzlePack>(`${PACKS_URL}/${packFileForMonth(month)}`).catch((e: unknown) => {
      months.delete(month);
      throw e;
    });
    months.set(month, pack);
  }
  return pack;
}

export async function packedPuzzleForDate(date: string): Promise<PackedPuzzle | undefined> {
  const pack = await loadMonth(date.slice(0, 7));
  return pack?.puzzles.find((p) => p.date === date);
}

export async function packedPuzzleForId(id: string): Promise<PackedPuzzle | undefined> {
  const date = dateForPuzzleId(id);
  return date ? packedPuzzleForDate(date) : undefined;
}

/**
 * Fetches this month's and next month's packs through the service worker, which keeps them,
 * so the days ahead play offline. Plain fetches, not the memoized reads above: the point is
 * that the worker sees the requests.
 */
export async function prefetchPacks(today: string): Promise<void> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const index = await loadPackIndex();
  const months = [today.slice(0, 7), next].filter((month) => index.months.some((x) => x.month === month));
  await Promise.all(months.map((month) => fetchJson(`${PACKS_URL}/${packFileForMonth(month)}`)));
}
