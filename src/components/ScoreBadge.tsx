// A guess's emoji tier, bottom right of its card; a tap swaps it for the overall percent.
import { useState } from 'react';
import { emojiForScore } from '../game/share-text.ts';
import { percentOf } from './score-format.ts';

export function ScoreBadge({ score, won }: { score: number; won: boolean }) {
  const [shown, setShown] = useState(false);
  const percent = percentOf(score);
  return (
    <button type="button" className="score-badge" onClick={() => setShown((s) => !s)} aria-label={`Score ${percent}`} aria-pressed={shown}>
      {shown ? <span className="score-badge__percent">{percent}</span> : <span aria-hidden="true">{emojiForScore(score, won)}</span>}
    </button>
  );
}
