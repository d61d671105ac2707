// 'How to play' (spec §2): the rules, and an example card scored by our model.
import { COLDEST_EMOJI, MAX_ATTEMPTS, SCORE_TIERS, WIN_EMOJI } from '../game/constants.ts';
import type { GuessEntry } from '../game/model.ts';
import { GuessCard } from './GuessCard.tsx';
import { percentOf } from './score-format.ts';
import { Sheet } from './Sheet.tsx';

/** A real evaluation by our scorer, for the target "a cat sleeping on sofa". */
const EXAMPLE: GuessEntry = {
  id: 'help-example',
  text: 'kitten napping on the couch',
  score: 0.79,
  input_tokens: [
    { token: 'kitten', score: 0.63 },
    { token: 'napping', score: 0.61 },
    { token: 'on', score: 0.19 },
    { token: 'the', score: 0.23 },
    { token: 'couch', score: 0.49 },
  ],
  result_tokens: [],
};

const lowestTier = SCORE_TIERS[SCORE_TIERS.length - 1]!;
const TIERS: [emoji: string, meaning: string][] = [
  [WIN_EMOJI, 'the phrase itself'],
  ...SCORE_TIERS.map((t): [string, string] => [t.emoji, `above ${percentOf(t.above)}`]),
  [COLDEST_EMOJI, `${percentOf(lowestTier.above)} or less`],
];

export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet title="How to play" open={open} onClose={onClose}>
      <div className="help">
        <p>Every day hides a five-word phrase, with a theme as a clue. Guess it by meaning: close is good, exact wins.</p>
        <ul className="help__rules">
          <li>
            You have {MAX_ATTEMPTS} attempts. A hint counts as a guess: it is scored like one, so it also shows you where the warm words are.
          </li>
          <li>Every word of a guess gets a colour, from cold red to warm green. Tap a word, or the emoji, to see its percent.</li>
          <li>The emoji sums up the whole guess:</li>
        </ul>
        <dl className="help__tiers">
          {TIERS.map(([emoji, meaning]) => (
            <div key={emoji} className="help__tier">
              <dt>{emoji}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          For example, if the phrase were <em>a cat sleeping on sofa</em>, this guess would score:
        </p>
        <GuessCard entry={EXAMPLE} />
        <p className="muted">
          Kitten and napping are close to cat and sleeping, couch is near sofa, and “on” and “the” say little. <a href="/info">How does the scoring work?</a>
        </p>
        <ul className="help__rules">
          <li>A new phrase opens every day at midnight, your local time.</li>
          <li>Once a day's game is over you can keep guessing in sandbox mode: unlimited guesses that don't touch your streak.</li>
        </ul>
      </div>
    </Sheet>
  );
}
