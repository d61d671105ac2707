// The packs and the built app must never carry an answer in plain text: this builds the app
// and looks for every answer in every file of the build output and of public/.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { readPuzzles } from '../../scripts/puzzles/read-puzzles.ts';
import { buildAssets } from '../../scripts/build-assets.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'vibe-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

describe('the build output and public/', () => {
  it('contain no answer of any puzzle', async () => {
    await buildAssets();
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const answers = readPuzzles().map((p) => p.answer.toLowerCase());
    expect(answers.length).toBeGreaterThan(800);
    const scanned: string[] = [];
    const leaks: string[] = [];
    for (const file of [...files(outDir), ...files(join(root, 'public'))]) {
      const text = readFileSync(file, 'latin1').toLowerCase();
      scanned.push(file);
      for (const answer of answers) if (text.includes(answer)) leaks.push(`${answer} in ${file}`);
    }
    expect(scanned.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(scanned.some((f) => /packs[/\\]\d{4}-\d{2}\.json$/.test(f))).toBe(true);
    expect(leaks).toEqual([]);
  });
});
