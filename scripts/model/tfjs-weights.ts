// Reads the TF.js graph model's weight shards into named Float32/Int32 arrays.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TfjsWeight {
  name: string;
  shape: number[];
  data: Float32Array | Int32Array;
}

interface WeightsManifest {
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string }[] }[];
}

export function readTfjsWeights(modelDir: string): Map<string, TfjsWeight> {
  const manifest = JSON.parse(readFileSync(join(modelDir, 'model.json'), 'utf8')) as WeightsManifest;
  const weights = new Map<string, TfjsWeight>();
  for (const group of manifest.weightsManifest) {
    const bytes = Buffer.concat(group.paths.map((p) => readFileSync(join(modelDir, p))));
    let offset = 0;
    for (const w of group.weights) {
      const count = w.shape.reduce((a, b) => a * b, 1);
      const slice = bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4);
      if (w.dtype === 'float32') weights.set(w.name, { name: w.name, shape: w.shape, data: new Float32Array(slice) });
      else if (w.dtype === 'int32') weights.set(w.name, { name: w.name, shape: w.shape, data: new Int32Array(slice) });
      else throw new Error(`Unsupported weight dtype ${w.dtype} for ${w.name}`);
      offset += count * 4;
    }
    if (offset !== bytes.length) throw new Error(`Weight shards hold ${bytes.length} bytes, manifest describes ${offset}`);
  }
  return weights;
}

/** Finds the one weight whose name ends with `suffix`; the graph's names are long but their tails are unique. */
export function weightBySuffix(weights: Map<string, TfjsWeight>, suffix: string): TfjsWeight {
  const found = [...weights.values()].filter((w) => w.name.endsWith(suffix));
  if (found.length !== 1) throw new Error(`Expected one weight ending in ${suffix}, found ${found.length}`);
  return found[0]!;
}
