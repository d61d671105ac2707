// Loads the converted model with onnxruntime-node, for the server, the scripts and the tests.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';
import { Encoder, type OrtRuntime } from './encoder.ts';

export const MODEL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models', 'use-lite');

export type ModelVariant = 'model.onnx' | 'model.fp32.onnx';

const cache = new Map<ModelVariant, Promise<Encoder>>();

export function loadNodeEncoder(variant: ModelVariant = 'model.onnx'): Promise<Encoder> {
  let encoder = cache.get(variant);
  if (!encoder) {
    const tokenizer = JSON.parse(readFileSync(join(MODEL_DIR, 'tokenizer.json'), 'utf8')) as object;
    encoder = Encoder.create(ort as unknown as OrtRuntime, readFileSync(join(MODEL_DIR, variant)), tokenizer, { intraOpNumThreads: 1 });
    cache.set(variant, encoder);
  }
  return encoder;
}
