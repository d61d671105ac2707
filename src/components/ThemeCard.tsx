// The day's card: its date, a ring counting down to the next problem at local midnight, and the theme.
import { useEffect, useState } from 'react';
import { msUntilLocalMidnight } from '../game/calendar.ts';

const DAY_MS = 86_400_000;
const R = 16;
const CIRCUMFERENCE = 2 * Math.PI * R;

function hms(ms: number): string {
  const s = Math.floor(ms / 1000);
  return [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

export function CountdownRing({ now = () => new Date() }: { now?: () => Date }) {
  const [left, setLeft] = useState(() => msUntilLocalMidnight(now()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(msUntilLocalMidnight(now())), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const fraction = Math.min(1, left / DAY_MS);
  return (
    <span className="countdown" title="until next problem">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r={R} className="countdown__track" />
        <circle cx="20" cy="20" r={R} className="countdown__fill" strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - fraction)} transform="rotate(-90 20 20)" />
      </svg>
      <span className="countdown__time">
        <time>{hms(left)}</time>
        <span className="visually-hidden"> until next problem</span>
      </span>
    </span>
  );
}

export function ThemeCard({ dateISO, theme }: { dateISO: string; theme: string }) {
  return (
    <section className="card theme-card" aria-label="Today's theme">
      <div className="theme-card__top">
        <time className="theme-card__date" dateTime={dateISO}>
          {dateISO}
        </time>
        <CountdownRing />
      </div>
      <p className="theme-card__theme">{theme}</p>
    </section>
  );
}
