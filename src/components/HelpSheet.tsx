// 'How to play' (spec §2): the rules, what the colours and marks mean, and an example card
// scored live by the model on this device.
import { useExampleCards } from '../app/useExampleScores.ts';
import type { CSSProperties } from 'react';
import { CLOSE_WORD_CAP, FORM_SCORE, MATCH_SCORE } from '../scoring/calibration.ts';
import type { Match } from '../scoring/evaluation.ts';
import { COLDEST_EMOJI, MAX_ATTEMPTS, SCORE_TIERS, WIN_EMOJI } from '../game/constants.ts';
import { HELP_EXAMPLE } from './examples.ts';
import { GuessCard } from './GuessCard.tsx';
import { MARK_CUE } from './match-marks.ts';
import { hueOf, percentOf } from './score-format.ts';
import { Sheet } from './Sheet.tsx';

const lowestTier = SCORE_TIERS[SCORE_TIERS.length - 1]!;
const TIERS: [emoji: string, meaning: string][] = [
  [WIN_EMOJI, 'the phrase itself'],
  ...SCORE_TIERS.map((t): [string, string] => [t.emoji, `above ${percentOf(t.above)}`]),
  [COLDEST_EMOJI, `${percentOf(lowestTier.above)} or less`],
];

const MARKS: { match: Match; score: number; meaning: string }[] = [
  { match: 'placed', score: MATCH_SCORE, meaning: '100% with a check: the phrase’s word, in this place.' },
  { match: 'present', score: MATCH_SCORE, meaning: '100% with no check: the phrase has this word, in another place.' },
  { match: 'form', score: FORM_SCORE, meaning: 'Another form of one of its words: pot for pots, fell for falling.' },
  { match: 'none', score: CLOSE_WORD_CAP / 2, meaning: `Any other word: how close it is in meaning, up to ${percentOf(CLOSE_WORD_CAP)}.` },
];

/** A chip as the cards draw it, for the legend: a picture of a mark, not a score. */
function LegendChip({ match, score }: { match: Match; score: number }) {
  const cue = MARK_CUE[match];
  return (
    <span className={`score-chip score-chip--${match} help__chip`} style={{ '--hue': hueOf(score) } as CSSProperties}>
      word
      {cue && <span className="score-chip__mark">{cue}</span>}
    </span>
  );
}

function LiveExample() {
  const cards = useExampleCards(HELP_EXAMPLE.target, [HELP_EXAMPLE.guess]);
  return (
    <>
      <p>
        For example, if the phrase were <em>{HELP_EXAMPLE.target}</em>, this guess would score:
      </p>
      {cards.state === 'loading' && <p className="muted">Scoring the example on your device…</p>}
      {cards.state === 'failed' && <p className="muted">The example could not be scored here: {cards.message}</p>}
      {cards.state === 'ready' && cards.value.map((entry) => <GuessCard key={entry.id} entry={entry} />)}
      <p className="muted">
        “fire” is in its place ({MARK_CUE.placed}); “the” and “by” are in the phrase, elsewhere; “dog” is another form of “dogs” ({MARK_CUE.form}); and
        “sleeping” is close in meaning to “asleep”. <a href="/info">How does the scoring work?</a>
      </p>
    </>
  );
}

export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet title="How to play" open={open} onClose={onClose}>
      <div className="help">
        <p>Every day hides a five-word phrase, with a theme as a clue. Guess it by meaning: close is good, exact wins.</p>
        <ul className="help__rules">
          <li>
            You have {MAX_ATTEMPTS} attempts. A hint counts as a guess: it is scored like one, so it also shows you where the warm words are.
          </li>
          <li>Every word of a guess gets a colour, from cold to warm, and a mark. Tap a word, or the emoji, to see its percent.</li>
        </ul>
        <dl className="help__marks">
          {MARKS.map(({ match, score, meaning }) => (
            <div key={match} className="help__mark">
              <dt>
                <LegendChip match={match} score={score} />
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>Spelling is forgiving: case, accents, hyphens, apostrophes and British or American spellings never matter.</p>
        <p>The emoji sums up the whole guess:</p>
        <dl className="help__tiers">
          {TIERS.map(([emoji, meaning]) => (
            <div key={emoji} className="help__tier">
              <dt>{emoji}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <LiveExample />
        <ul className="help__rules">
          <li>A new phrase opens every day at midnight, your local time.</li>
          <li>Once a day's game is over you can keep guessing in sandbox mode: unlimited guesses that don't touch your streak.</li>
        </ul>
      </div>
    </Sheet>
  );
}
