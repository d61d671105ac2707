// Time left until the next problem opens at local midnight: a ring that empties over the day
// and the hh:mm:ss, both updated every second.
import { useEffect, useState } from 'react';
import { msUntilLocalMidnight } from '../game/calendar.ts';

const DAY_MS = 86_400_000;
const R = 16;
const CIRCUMFERENCE = 2 * Math.PI * R;
// One function for every render: a fresh default would restart the interval on each tick.
const systemNow = () => new Date();

function hms(ms: number): string {
  const s = Math.floor(ms / 1000);
  return [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

export function CountdownRing({ now = systemNow }: { now?: () => Date }) {
  const [left, setLeft] = useState(() => msUntilLocalMidnight(now()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(msUntilLocalMidnight(now())), 1000);
    return () => clearInterval(timer);
  }, [now]);
  // A day with a DST change lasts 23 or 25 hours; the ring never shows more than full.
  const fraction = Math.min(1, left / DAY_MS);
  return (
    <span className="countdown" title="until next problem">
      <svg className="countdown__ring" width="36" height="36" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r={R} className="countdown__track" />
        <circle cx="20" cy="20" r={R} className="countdown__fill" strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - fraction)} transform="rotate(-90 20 20)" />
      </svg>
      <span className="countdown__time">{hms(left)}</span>
      <span className="visually-hidden"> until next problem</span>
    </span>
  );
}
