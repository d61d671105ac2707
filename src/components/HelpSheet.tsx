// 'How to play' (spec §2): the rules, with an example card scored by our model.
import type { GuessEntry } from '../game/model.ts';
import { GuessCard } from './GuessCard.tsx';
import { Sheet } from './Sheet.tsx';

/** A real evaluation from our scorer: target "a cat sleeping on sofa". */
const EXAMPLE: GuessEntry = {
  id: 'help-example',
  text: 'kitten napping on the couch',
  score: 0.794,
  input_tokens: [
    { token: 'kitten', score: 0.628 },
    { token: 'napping', score: 0.615 },
    { token: 'on', score: 0.186 },
    { token: 'the', score: 0.228 },
    { token: 'couch', score: 0.493 },
  ],
  result_tokens: [],
};

export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet title="How to play" open={open} onClose={onClose}>
      <div className="help">
        <p>Every day hides a five-word phrase, with a theme as a clue. Guess it by meaning.</p>
        <ul>
          <li>You have 9 attempts. A hint counts as one.</li>
          <li>Each guess gets a score for the whole phrase and a colour for every word, from cold red to warm green. Tap a word or the emoji to see its percent.</li>
          <li>🧊🧊 is far, 🧊 is cold, 🔥 to 🔥🔥🔥 is getting close, and 🎉🎉🎉 is the phrase itself (case and punctuation don't matter).</li>
          <li>A new phrase opens every midnight. After a game you can keep guessing in sandbox mode; it doesn't touch your streak.</li>
        </ul>
        <p>
          Example: if the phrase were <em>a cat sleeping on sofa</em>, this guess would score:
        </p>
        <GuessCard entry={EXAMPLE} />
        <p className="muted">
          Kitten and napping are close to cat and sleeping; couch is near sofa; “on” and “the” say little. <a href="/info">How does the scoring work?</a>
        </p>
      </div>
    </Sheet>
  );
}
