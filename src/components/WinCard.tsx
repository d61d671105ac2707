// The win (spec §2 "Win card"): the date, a check (and a test tube in sandbox), hints used, and
// the share button, which says 'Copied!' for 2 s once the share went through.
import { useEffect, useRef, useState } from 'react';
import { COPIED_NOTICE_MS } from '../game/constants.ts';
import { CheckIcon, ShareIcon, TestTubeIcon } from './Icons.tsx';

interface WinCardProps {
  dateISO: string;
  sandbox: boolean;
  hintsUsed: number;
  totalHints: number;
  onShare(): Promise<void>;
}

export function WinCard({ dateISO, sandbox, hintsUsed, totalHints, onShare }: WinCardProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = () =>
    onShare().then(
      () => {
        setCopied(true);
        // Sharing again while 'Copied!' shows starts its 2 s over.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
      },
      // Nothing was shared or copied: the button keeps its label rather than claim otherwise.
      () => undefined,
    );

  return (
    <article className="card result-card result-card--win" aria-label="You won">
      <div className="result-card__head">
        <time dateTime={dateISO}>{dateISO}</time>
        <span className="result-card__marks">
          {sandbox && <TestTubeIcon label="Sandbox" />}
          <span className="result-card__mark">
            <CheckIcon label="Solved" size={26} />
          </span>
        </span>
      </div>
      <p className="result-card__detail">{`${hintsUsed}/${totalHints} hints used`}</p>
      <button type="button" className="primary-button result-card__share" onClick={() => void share()}>
        {!copied && <ShareIcon />}
        {copied ? 'Copied!' : 'Vibe Check your friends'}
      </button>
    </article>
  );
}
