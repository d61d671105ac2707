// Rebuilds every generated input of the app that is missing or stale: the converted model,
// the puzzle packs made with it, and the app icons. Run by the build, start and test commands.
import { fileURLToPath } from 'node:url';
import { buildIcons } from './build-icons.ts';
import { buildModel } from './build-model.ts';
import { buildPacks } from './build-packs.ts';

export async function buildAssets(): Promise<void> {
  buildModel();
  await buildPacks();
  buildIcons();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAssets();
