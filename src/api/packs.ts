// Reads puzzle packs, one month at a time, remembering what it has read. The service worker
// keeps them for offline play. A pack of another scoring version (kept by the service worker
// from before an update) is refused: dropped from the caches and fetched again.
import { isCurrentScoring, type PackIndex, type PackedPuzzle, type PuzzlePack, packFileForMonth } from '../puzzles/pack.ts';
import { dateForPuzzleId } from '../puzzles/puzzle-id.ts';
import { PACKS_URL } from './asset-urls.ts';

const months = new Map<string, Promise<PuzzlePack>>();

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** Removes a URL from every cache of this origin, so the next fetch goes to the network. */
async function forgetCached(url: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const absolute = new URL(url, location.href).href;
  for (const name of await caches.keys()) await (await caches.open(name)).delete(absolute);
}

async function fetchPackFile<T>(url: string): Promise<T> {
  const first = await fetchJson(url);
  if (isCurrentScoring(first)) return first as T;
  await forgetCached(url);
  const fresh = await fetchJson(url, { cache: 'reload' });
  if (isCurrentScoring(fresh)) return fresh as T;
  throw new Error(`${url} was made for another version of the game`);
}

export function loadPackIndex(): Promise<PackIndex> {
  return fetchPackFile<PackIndex>(`${PACKS_URL}/index.json`);
}

function loadMonth(month: string): Promise<PuzzlePack> {
  let pack = months.get(month);
  if (!pack) {
    pack = fetchPackFile<PuzzlePack>(`${PACKS_URL}/${packFileForMonth(month)}`).catch((e: unknown) => {
      months.delete(month);
      throw e;
    });
    months.set(month, pack);
  }
  return pack;
}

export async function packedPuzzleForDate(date: string): Promise<PackedPuzzle | undefined> {
  const pack = await loadMonth(date.slice(0, 7));
  return pack.puzzles.find((p) => p.date === date);
}

export async function packedPuzzleForId(id: string): Promise<PackedPuzzle | undefined> {
  const date = dateForPuzzleId(id);
  return date ? packedPuzzleForDate(date) : undefined;
}

/**
 * Fetches this month's and next month's packs through the service worker, which keeps them,
 * so the days ahead play offline. Not the memoized reads above: the point is that the worker
 * sees the requests.
 */
export async function prefetchPacks(today: string): Promise<void> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const index = await loadPackIndex();
  const wanted = [today.slice(0, 7), next].filter((month) => index.months.some((x) => x.month === month));
  await Promise.all(wanted.map((month) => fetchPackFile(`${PACKS_URL}/${packFileForMonth(month)}`)));
}
