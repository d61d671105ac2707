// Salted SHA-256, the form in which packs carry the answer: enough to recognise it, not to read
// it. Synchronous (@noble/hashes): a guess hashes a few dozen word keys, and WebCrypto's
// promise per digest cost more than the hashing itself.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Word keys are cut to 48 bits: plenty to tell a puzzle's few dozen keys apart, and small in a pack. */
export const WORD_HASH_HEX = 12;

export function saltedHash(salt: string, text: string, hexChars = 64): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${text}`))).slice(0, hexChars);
}

export const wordHash = (salt: string, key: string) => saltedHash(salt, key, WORD_HASH_HEX);
