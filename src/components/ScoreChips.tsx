// A guess's words as coloured chips: hue 0 (cold, red) to 120 (warm, green) by score.
// Hovering or tapping a chip shows its percent.
import { useState } from 'react';
import type { TokenScore } from '../scoring/scorer.ts';

export const hueOf = (score: number) => Math.round(Math.max(0, Math.min(1, score)) * 120);
export const percentOf = (score: number) => `${Math.round(score * 100)}%`;

function Chip({ token }: { token: TokenScore }) {
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      className={`chip${shown ? ' chip--shown' : ''}`}
      style={{ ['--hue' as string]: hueOf(token.score) }}
      onClick={() => setShown((s) => !s)}
      aria-label={`${token.token}: ${percentOf(token.score)}`}
      aria-pressed={shown}
    >
      <span className="chip__word">{token.token}</span>
      <span className="chip__percent" aria-hidden="true">
        {percentOf(token.score)}
      </span>
    </button>
  );
}

export function ScoreChips({ tokens }: { tokens: TokenScore[] }) {
  return (
    <div className="chips">
      {tokens.map((t, i) => (
        <Chip key={i} token={t} />
      ))}
    </div>
  );
}
