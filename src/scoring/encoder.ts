// Runs the sentence encoder: tokenizes with the converted tokenizer.json and runs the ONNX
// model through an injected onnxruntime (onnxruntime-node on the server and in scripts,
// onnxruntime-web in the worker), so every caller embeds text with the same code.
import { Tokenizer } from '@huggingface/tokenizers';

export const MAX_TOKENS = 128;
export const EMBEDDING_SIZE = 512;

/** The parts of onnxruntime that both onnxruntime-node and onnxruntime-web provide. */
export interface OrtTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}
export interface OrtSession {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
}
export interface OrtRuntime {
  Tensor: new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => OrtTensor;
  InferenceSession: { create(model: Uint8Array, options?: Record<string, unknown>): Promise<OrtSession> };
}

export interface EncodedText {
  embedding: Float32Array;
  /** One entry per token: the SentencePiece piece and its share of the sentence's saliency. */
  tokens: { piece: string; saliency: number }[];
}

export class Encoder {
  private constructor(
    private readonly ort: OrtRuntime,
    private readonly session: OrtSession,
    private readonly tokenizer: Tokenizer,
  ) {}

  static async create(ort: OrtRuntime, model: Uint8Array, tokenizerJson: object, sessionOptions: Record<string, unknown> = {}): Promise<Encoder> {
    const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: 'all', ...sessionOptions });
    return new Encoder(ort, session, new Tokenizer(tokenizerJson, {}));
  }

  tokenize(text: string): { ids: number[]; pieces: string[] } {
    const { ids, tokens } = this.tokenizer.encode(text, { add_special_tokens: false });
    return { ids: ids.slice(0, MAX_TOKENS), pieces: tokens.slice(0, MAX_TOKENS) };
  }

  /** Embeds texts in one batch, right-padded. An empty text gets a zero vector. */
  async encode(texts: string[]): Promise<EncodedText[]> {
    const tokenized = texts.map((t) => this.tokenize(t));
    const width = Math.max(1, ...tokenized.map((t) => t.ids.length));
    const ids = new BigInt64Array(texts.length * width);
    const mask = new BigInt64Array(texts.length * width);
    tokenized.forEach((t, row) => {
      t.ids.forEach((id, col) => {
        ids[row * width + col] = BigInt(id);
        mask[row * width + col] = 1n;
      });
    });
    const dims = [texts.length, width];
    const out = await this.session.run({ input_ids: new this.ort.Tensor('int64', ids, dims), attention_mask: new this.ort.Tensor('int64', mask, dims) });
    const embeddings = out['embedding']!.data as Float32Array;
    const saliency = out['saliency']!.data as Float32Array;
    return tokenized.map((t, row) => ({
      embedding: t.ids.length ? embeddings.slice(row * EMBEDDING_SIZE, (row + 1) * EMBEDDING_SIZE) : new Float32Array(EMBEDDING_SIZE),
      tokens: t.pieces.map((piece, col) => ({ piece, saliency: saliency[row * width + col]! })),
    }));
  }
}
