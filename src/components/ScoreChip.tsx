// One word of a guess, coloured by its score. Its percent shows while a mouse hovers it, and
// stays after a tap or click until the next one: touch screens have no hover.
import { type CSSProperties, useState } from 'react';
import type { TokenScore } from '../scoring/scorer.ts';
import { hueOf, percentOf } from './score-format.ts';

export function ScoreChip({ token }: { token: TokenScore }) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const percent = percentOf(token.score);
  return (
    <button
      type="button"
      className="score-chip"
      style={{ '--hue': hueOf(token.score) } as CSSProperties}
      aria-label={`${token.token}: ${percent}`}
      aria-pressed={pinned}
      onClick={() => setPinned((p) => !p)}
      // A tap also sends a pointerenter; only a real mouse counts as hovering.
      onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
    >
      {token.token}
      {(pinned || hovered) && (
        <span className="score-chip__percent" aria-hidden="true">
          {percent}
        </span>
      )}
    </button>
  );
}
