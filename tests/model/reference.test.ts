// The converted tokenizer and ONNX model against the original TF.js graph and tokenizer.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeEncoder } from '../../src/scoring/load-node-encoder.ts';
import type { Encoder } from '../../src/scoring/encoder.ts';
import { loadReference, type Reference } from '../../scripts/model/tfjs-reference.ts';
import { buildModel } from '../../scripts/build-model.ts';
import { evalPhrases, STRESS_PHRASES } from './phrases.ts';
import * as ort from 'onnxruntime-node';

const evalSet = new Set(evalPhrases());
const phrases = [...new Set([...evalSet, ...STRESS_PHRASES])];

let reference: Reference;
let encoder: Encoder;

/** A segmentation's SentencePiece score; USE gives an unknown piece the score 0. */
const segmentationScore = (ref: Reference, ids: number[]) => ids.reduce((s, id) => s + (id === 0 ? 0 : ref.vocabulary[id]![1]), 0);

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

async function runOnnx(variant: 'model.onnx' | 'model.fp32.onnx', ids: number[][]): Promise<Float32Array[]> {
  const session = await ort.InferenceSession.create(`models/use-lite/${variant}`);
  const out: Float32Array[] = [];
  for (const row of ids) {
    const feeds = {
      input_ids: new ort.Tensor('int64', BigInt64Array.from(row.map(BigInt)), [1, row.length]),
      attention_mask: new ort.Tensor('int64', BigInt64Array.from(row.map(() => 1n)), [1, row.length]),
    };
    out.push((await session.run(feeds))['embedding']!.data as Float32Array);
  }
  return out;
}

beforeAll(async () => {
  buildModel();
  reference = await loadReference();
  encoder = await loadNodeEncoder();
});

describe('the converted model against USE Lite in TF.js', () => {
  it('checks at least 200 phrases, the eval sets among them', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(200);
    expect(evalSet.size).toBeGreaterThan(100);
  });

  it('tokenizes every phrase as USE does, except exact score ties, none of them in the eval sets', () => {
    const mismatches: string[] = [];
    const ties: string[] = [];
    for (const phrase of phrases) {
      const expected = reference.tokenize(phrase);
      const actual = encoder.tokenize(phrase).ids;
      if (JSON.stringify(expected) === JSON.stringify(actual)) continue;
      const tie = Math.abs(segmentationScore(reference, expected) - segmentationScore(reference, actual)) < 1e-9;
      (tie ? ties : mismatches).push(`${JSON.stringify(phrase)}: USE ${expected} vs ${actual}`);
    }
    console.info(`tokenizer: ${phrases.length} phrases, ${ties.length} exact score ties${ties.length ? `: ${ties.join('; ')}` : ''}`);
    expect(mismatches).toEqual([]);
    expect(ties.filter((t) => [...evalSet].some((p) => t.startsWith(JSON.stringify(p))))).toEqual([]);
  });

  it('gives fp32 embeddings with cosine >= 0.9999 and int8 ones with cosine >= 0.99 on the same token ids', async () => {
    const ids = phrases.map((p) => reference.tokenize(p)).filter((row) => row.length > 0);
    const expected: Float32Array[] = [];
    for (let i = 0; i < ids.length; i += 64) expected.push(...(await reference.embed(ids.slice(i, i + 64))));
    const fp32 = await runOnnx('model.fp32.onnx', ids);
    const int8 = await runOnnx('model.onnx', ids);
    const minFp32 = Math.min(...ids.map((_, i) => cosine(expected[i]!, fp32[i]!)));
    const minInt8 = Math.min(...ids.map((_, i) => cosine(expected[i]!, int8[i]!)));
    console.info(`embeddings over ${ids.length} phrases: min cosine fp32 ${minFp32.toFixed(6)}, int8 ${minInt8.toFixed(6)}`);
    expect(minFp32).toBeGreaterThanOrEqual(0.9999);
    expect(minInt8).toBeGreaterThanOrEqual(0.99);
  });
});
