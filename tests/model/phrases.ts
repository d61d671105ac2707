// Phrases for checking the converted model and tokenizer against the reference: every phrase
// of ../shared/eval/ plus text that stresses the tokenizer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const EVAL_DIR = join(import.meta.dirname, '..', '..', '..', 'shared', 'eval');

export function evalRows(file: 'calibration.tsv' | 'triplets.tsv'): string[][] {
  return readFileSync(join(EVAL_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

export function evalPhrases(): string[] {
  const calibration = evalRows('calibration.tsv').flatMap(([, target, guess]) => [target!, guess!]);
  const triplets = evalRows('triplets.tsv').flat();
  return [...new Set([...calibration, ...triplets])];
}

export const STRESS_PHRASES: readonly string[] = [
  'A Cat Sleeping On Sofa', 'A CAT SLEEPING ON SOFA', 'a cAt SlEePiNg on sofa', 'THE STOCK MARKET', 'iPhone and MacBook',
  'Hello, world!', 'wait... what?!', 'yes; no: maybe', '"quoted words" here', '(parentheses) [brackets] {braces}',
  'semi-colon; colon: dash — and – en', 'question? exclamation! period.', 'a/b/c slashes', 'under_score and back\\slash', 'hash #tag @mention',
  '100% sure', 'call me at 555-1234', 'the year 2025', '3.14159 is pi', '1st 2nd 3rd 4th place',
  '12 angry men', 'room 101', '$5 coffee', '50/50 chance', '24/7 service',
  "don't stop believing", "it's a dog's life", "rock 'n' roll", "the kids' toys", "o'clock somewhere",
  "we'll see", "they're here", "I'd rather not", "can't won't shouldn't", "ma'am",
  'well-known fact', 'state-of-the-art design', 'mother-in-law visits', 'twenty-one pilots', 'self-driving car',
  'café au lait', 'naïve résumé', 'crème brûlée dessert', 'jalapeño peppers', 'façade of the building',
  'Ångström unit', 'über cool', 'piñata party', 'São Paulo', 'Zürich trip',
  'I love pizza 🍕', 'party time 🎉🎉', '❤️ you', 'sun ☀️ and rain 🌧️', 'thumbs up 👍🏽',
  'ﬁne ligature', 'full‐width ＡＢＣ', 'superscript ² and ½', 'non-breaking space', 'tab\tseparated',
  '  leading and trailing spaces  ', 'double  spaces  inside', 'a', 'I', 'the',
  'ok', 'zzz', 'qwertyuiop', 'supercalifragilisticexpialidocious', 'antidisestablishmentarianism',
  '<s> and </s> tags', 'extra_token_id_1', '▁ underline block', '� replacement char', 'line\nbreak',
  'Привет мир', '你好世界', 'こんにちは', 'مرحبا', 'γειά σου',
  'aaaaaaaaaa', 'ababababab', 'the the the the the', 'no no no no', 'banana bandana',
];
