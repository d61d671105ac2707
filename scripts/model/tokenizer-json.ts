// Writes a Hugging Face tokenizer.json equal to USE Lite's SentencePiece unigram tokenizer:
// NFKC, spaces become '▁', a '▁' is prepended, and no pre-tokenizer splits the text.
export const RESERVED_PIECES = 6;

export function buildTokenizerJson(vocab: [string, number][]): object {
  // USE never matches its reserved pieces (unk and control symbols). A space can never
  // survive normalization, so a piece that contains one can never match either.
  const pieces = vocab.map(([piece, score], id): [string, number] =>
    id < RESERVED_PIECES ? [`<reserved ${id} ${piece}>`, score] : [piece, score],
  );
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [],
    normalizer: {
      type: 'Sequence',
      normalizers: [
        { type: 'NFKC' },
        { type: 'Replace', pattern: { String: ' ' }, content: '▁' },
        { type: 'Prepend', prepend: '▁' },
      ],
    },
    pre_tokenizer: null,
    post_processor: null,
    decoder: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true },
    model: { type: 'Unigram', unk_id: 0, vocab: pieces, byte_fallback: false },
  };
}
