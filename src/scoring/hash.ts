// Salted SHA-256, the form in which packs carry the answer: enough to recognise it, not to read it.

/** Word keys are cut to 48 bits: plenty to tell a puzzle's few dozen keys apart, and small in a pack. */
export const WORD_HASH_HEX = 12;

export async function saltedHash(salt: string, text: string, hexChars = 64): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${text}`)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, hexChars);
}

export const wordHash = (salt: string, key: string) => saltedHash(salt, key, WORD_HASH_HEX);
