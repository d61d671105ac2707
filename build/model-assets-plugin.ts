// Ships the converted model and the onnxruntime-web WASM binary with the app, self-hosted:
// served by the dev server and emitted into dist/ by the build, at fixed public paths.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');

/** Public path -> file on disk. */
export function modelAssets(): Record<string, string> {
  const ortDist = dirname(require.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'));
  return {
    'models/use-lite/model.onnx': join(root, 'models', 'use-lite', 'model.onnx'),
    'models/use-lite/tokenizer.json': join(root, 'models', 'use-lite', 'tokenizer.json'),
    'ort/ort-wasm-simd-threaded.wasm': join(ortDist, 'ort-wasm-simd-threaded.wasm'),
  };
}

const CONTENT_TYPES: Record<string, string> = { '.onnx': 'application/octet-stream', '.json': 'application/json', '.wasm': 'application/wasm' };

export function modelAssetsPlugin(): Plugin {
  return {
    name: 'vibe-check-model-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = modelAssets()[path];
        if (!file) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(modelAssets())) this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
    },
  };
}
