// The loss (spec §2 "Loss card"): the answer stays blurred until the player asks for it, and
// reads 'Unavailable' when it could not be fetched.
import { useState } from 'react';
import { CrossIcon } from './Icons.tsx';

export function LossCard({ dateISO, answer }: { dateISO: string; answer: string }) {
  const [shown, setShown] = useState(false);
  return (
    <article className="card result-card result-card--loss" aria-label="Game over">
      <div className="result-card__head">
        <time dateTime={dateISO}>{dateISO}</time>
        <span className="result-card__mark">
          <CrossIcon label="Not solved" size={26} />
        </span>
      </div>
      <p className="result-card__title">Better luck tomorrow!</p>
      <p className="result-card__detail">
        Solution:{' '}
        {answer ? (
          <span className={shown ? 'loss-card__answer' : 'loss-card__answer loss-card__answer--hidden'} aria-hidden={!shown}>
            {answer}
          </span>
        ) : (
          <span>Unavailable</span>
        )}
      </p>
      {answer && !shown && (
        <button type="button" className="secondary-button" onClick={() => setShown(true)}>
          Show solution
        </button>
      )}
    </article>
  );
}
