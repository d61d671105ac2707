// A hint (spec §2 "Hint card"): 'Hint N', scored like a guess, with a skeleton while it is scored.
import type { GuessEntry } from '../game/model.ts';
import { GuessCard } from './GuessCard.tsx';

export function HintCard({ entry }: { entry: GuessEntry }) {
  // meta.index counts hints from 0; players count them from 1.
  const label = `Hint ${(entry.meta?.index ?? 0) + 1}`;
  if (!entry.meta?.isLoading) return <GuessCard entry={entry} label={label} />;
  return (
    <article className="card guess-card guess-card--loading" aria-label={`${label}, loading`} aria-busy="true">
      <p className="guess-card__label">{label}</p>
      <div className="skeleton guess-card__skeleton" />
    </article>
  );
}
