// Where the device finds the model, the WASM runtime and the puzzle packs (see build/model-assets-plugin.ts).
export const MODEL_URL = '/models/use-lite/model.onnx';
export const TOKENIZER_URL = '/models/use-lite/tokenizer.json';
export const ORT_WASM_URL = '/ort/ort-wasm-simd-threaded.wasm';
export const PACKS_URL = '/packs';
