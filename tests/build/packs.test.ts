// The puzzle packs: compact, complete, and the same bytes from the same input.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssets } from '../../scripts/build-assets.ts';
import { PACKS_DIR, saltFor } from '../../scripts/build-packs.ts';
import type { PackIndex, PuzzlePack } from '../../src/puzzles/pack.ts';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import { packTarget, prepareTarget } from '../../src/scoring/target.ts';

beforeAll(() => buildAssets());

describe('puzzle packs', () => {
  it('cover every puzzle day in monthly files under 200 KB, listed in the index', () => {
    const index = JSON.parse(readFileSync(join(PACKS_DIR, 'index.json'), 'utf8')) as PackIndex;
    const files = readdirSync(PACKS_DIR).filter((f) => /^\d{4}-\d{2}\.json$/.test(f));
    expect(index.months.map((m) => m.file).sort()).toEqual(files.sort());
    let days = 0;
    for (const file of files) {
      const text = readFileSync(join(PACKS_DIR, file), 'utf8');
      expect(text.length, file).toBeLessThan(200 * 1024);
      days += (JSON.parse(text) as PuzzlePack).puzzles.length;
    }
    expect(days).toBe(857);
  });

  it('pack a puzzle into the same bytes every time', async () => {
    const encoder = await loadNodeEncoder();
    const salt = saltFor('2026-03-08', 'cherry blossoms in the park');
    const once = JSON.stringify(packTarget(await prepareTarget(encoder, 'cherry blossoms in the park', salt)));
    const twice = JSON.stringify(packTarget(await prepareTarget(encoder, 'cherry blossoms in the park', salt)));
    expect(twice).toBe(once);
    expect(saltFor('2026-03-08', 'cherry blossoms in the park')).toBe(salt);
  });
});
