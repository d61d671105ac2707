// Ships the converted model with the app, self-hosted: served by the dev server and emitted
// into dist/ by the build, at fixed public paths. (onnxruntime-web's WASM binary is an asset
// of the worker bundle, emitted by Vite with a content hash.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const root = join(import.meta.dirname, '..');

/** Public path -> file on disk. */
export function modelAssets(): Record<string, string> {
  return {
    'models/use-lite/model.onnx': join(root, 'models', 'use-lite', 'model.onnx'),
    'models/use-lite/tokenizer.json': join(root, 'models', 'use-lite', 'tokenizer.json'),
  };
}

const CONTENT_TYPES: Record<string, string> = { '.onnx': 'application/octet-stream', '.json': 'application/json' };

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
