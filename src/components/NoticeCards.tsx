// The game's notice cards (spec §2): intro, sandbox warning, win and loss.
import { useEffect, useState } from 'react';
import { COPIED_NOTICE_MS } from '../game/constants.ts';
import { CheckIcon, CrossIcon, TestTubeIcon } from './Icons.tsx';

export function IntroCard({ sandbox, onHowToPlay }: { sandbox: boolean; onHowToPlay(): void }) {
  return (
    <article className="card notice-card">
      <p>
        <strong>Guess a five-word phrase.</strong>
      </p>
      <p>{sandbox ? 'Sandbox mode: Unlimited guesses!' : 'You have 9 guesses. Hints count as a guess.'}</p>
      <button type="button" className="link-button" onClick={onHowToPlay}>
        How to play
      </button>
    </article>
  );
}

export function SandboxWarningCard() {
  return (
    <article className="card notice-card notice-card--sandbox">
      <p>
        <strong>Sandbox mode</strong>
      </p>
      <p>You can keep experimenting, but additional attempts won't affect your streak.</p>
    </article>
  );
}

export function WinCard({ dateISO, sandbox, hintsUsed, totalHints, onShare }: { dateISO: string; sandbox: boolean; hintsUsed: number; totalHints: number; onShare(): Promise<void> }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <article className="card result-card result-card--win" aria-label="You won">
      <div className="result-card__head">
        <time dateTime={dateISO}>{dateISO}</time>
        <span className="result-card__marks">
          {sandbox && <TestTubeIcon label="Sandbox" />}
          <CheckIcon label="Solved" size={28} />
        </span>
      </div>
      <p>{`${hintsUsed}/${totalHints} hints used`}</p>
      <button type="button" className="primary-button" onClick={() => void onShare().then(() => setCopied(true))}>
        {copied ? 'Copied!' : 'Vibe Check your friends'}
      </button>
    </article>
  );
}

export function LossCard({ dateISO, answer }: { dateISO: string; answer: string }) {
  const [shown, setShown] = useState(false);
  return (
    <article className="card result-card result-card--loss" aria-label="Game over">
      <div className="result-card__head">
        <time dateTime={dateISO}>{dateISO}</time>
        <CrossIcon label="Not solved" size={28} />
      </div>
      <p>
        <strong>Better luck tomorrow!</strong>
      </p>
      <p className="loss__solution">
        Solution:{' '}
        {answer ? (
          <span className={shown ? 'loss__answer' : 'loss__answer loss__answer--hidden'} aria-hidden={!shown}>
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
