// One word of a guess, coloured by its score, with its match mark: a check for the answer's
// word in its place, ≈ for another form of an answer word, so right words show without colour.
// Its percent shows while a mouse hovers it, and stays after a tap or click until the next
// one: touch screens have no hover.
import { type CSSProperties, useState } from 'react';
import type { TokenScore } from '../scoring/evaluation.ts';
import { MARK_CUE, spokenWord } from './match-marks.ts';
import { hueOf, percentOf } from './score-format.ts';

export function ScoreChip({ token }: { token: TokenScore }) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const cue = MARK_CUE[token.match];
  return (
    <button
      type="button"
      className={`score-chip score-chip--${token.match}`}
      style={{ '--hue': hueOf(token.score) } as CSSProperties}
      aria-label={spokenWord(token)}
      aria-pressed={pinned}
      onClick={() => setPinned((p) => !p)}
      // A tap also sends a pointerenter; only a real mouse counts as hovering.
      onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
    >
      {token.token}
      {cue && (
        <span className="score-chip__mark" aria-hidden="true">
          {cue}
        </span>
      )}
      {(pinned || hovered) && (
        <span className="score-chip__percent" aria-hidden="true">
          {percentOf(token.score)}
        </span>
      )}
    </button>
  );
}
