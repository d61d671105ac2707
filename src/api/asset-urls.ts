// Where the device finds the model and the puzzle packs (see build/model-assets-plugin.ts).
export const MODEL_URL = '/models/use-lite/model.onnx';
export const TOKENIZER_URL = '/models/use-lite/tokenizer.json';
export const PACKS_URL = '/packs';
