// The scoring contract between packs and the code that reads them. Packs hold salted hashes
// made with this version's folding and word keys; a device holding a pack of another version
// would mark and win-check guesses wrongly, so it refuses the pack and fetches it again.
// Raise it whenever folding, word keys, the pack's target layout or the word vectors change.
export const SCORING_VERSION = 2;
