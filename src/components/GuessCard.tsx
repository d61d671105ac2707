// A scored guess (spec §2 "Guess card"): chips per word, the emoji tier bottom right that
// reveals the overall percent, and on a win the solution blurred under 'SOLUTION' until revealed.
import { useState } from 'react';
import { emojiForScore } from '../game/share-text.ts';
import type { GuessEntry } from '../game/model.ts';
import { percentOf, ScoreChips } from './ScoreChips.tsx';

export function ScoreBadge({ score, won }: { score: number; won: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <button type="button" className="score-badge" onClick={() => setShown((s) => !s)} aria-label={`Score ${percentOf(score)}`} aria-pressed={shown}>
      {shown ? <span className="score-badge__percent">{percentOf(score)}</span> : <span aria-hidden="true">{emojiForScore(score, won)}</span>}
    </button>
  );
}

export function GuessCard({ entry, label }: { entry: GuessEntry; label?: string }) {
  const won = entry.result_tokens.length > 0;
  const [revealed, setRevealed] = useState(false);
  return (
    <article className={`card guess-card${won ? ' guess-card--won' : ''}`} aria-label={label ?? `Guess: ${entry.text}`}>
      {label && <p className="guess-card__label">{label}</p>}
      {won ? (
        <div className="solution">
          <div className={`solution__words${revealed ? '' : ' solution__words--hidden'}`} aria-hidden={!revealed}>
            <ScoreChips tokens={entry.result_tokens} />
          </div>
          {!revealed && (
            <button type="button" className="solution__overlay" onClick={() => setRevealed(true)} aria-label="Reveal the solution">
              SOLUTION
            </button>
          )}
        </div>
      ) : (
        <ScoreChips tokens={entry.input_tokens} />
      )}
      <ScoreBadge score={entry.score} won={won} />
    </article>
  );
}
