// A scored guess (spec §2 "Guess card"): a chip per word, the emoji tier bottom right, and on a
// win the solution's words blurred under 'SOLUTION' until the player chooses to see them.
import { useState } from 'react';
import type { GuessEntry } from '../game/model.ts';
import { isWin, type TokenScore } from '../scoring/evaluation.ts';
import { ScoreBadge } from './ScoreBadge.tsx';
import { ScoreChip } from './ScoreChip.tsx';

function Chips({ tokens }: { tokens: TokenScore[] }) {
  return (
    <div className="guess-card__chips">
      {tokens.map((t, i) => (
        <ScoreChip key={i} token={t} />
      ))}
    </div>
  );
}

/** `label` names the card ('Hint 2'); a plain guess has none. */
export function GuessCard({ entry, label }: { entry: GuessEntry; label?: string }) {
  const won = isWin(entry);
  const [revealed, setRevealed] = useState(false);
  return (
    <article className={`card guess-card${won ? ' guess-card--won' : ''}`} aria-label={label ?? `Guess: ${entry.text}`}>
      {label && <p className="guess-card__label">{label}</p>}
      {won ? (
        <div className="guess-card__solution">
          {/* inert: hidden words must not be reachable by Tab or read out before the reveal. */}
          <div className={revealed ? undefined : 'guess-card__hidden'} aria-hidden={!revealed} inert={!revealed}>
            <Chips tokens={entry.result_tokens} />
          </div>
          {!revealed && (
            <button type="button" className="guess-card__overlay" onClick={() => setRevealed(true)} aria-label="Reveal the solution">
              SOLUTION
            </button>
          )}
        </div>
      ) : (
        <Chips tokens={entry.input_tokens} />
      )}
      <ScoreBadge score={entry.score} won={won} />
    </article>
  );
}
