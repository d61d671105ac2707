// The day's card (spec §2 "Theme card"): its date, the countdown to the next problem, and the theme.
import { CountdownRing } from './CountdownRing.tsx';

export function ThemeCard({ dateISO, theme, now }: { dateISO: string; theme: string; now?: () => Date }) {
  return (
    <section className="card theme-card" aria-label="Theme of the day">
      <div className="theme-card__top">
        <time className="theme-card__date" dateTime={dateISO}>
          {dateISO}
        </time>
        <CountdownRing now={now} />
      </div>
      <p className="theme-card__theme">{theme}</p>
    </section>
  );
}
