// The four numbers of 'Your stats' (spec §2), or four placeholders while they load.
import type { StatsSummary } from '../game/model.ts';

export function StatsTiles({ stats }: { stats: StatsSummary | null }) {
  if (!stats) {
    return (
      <div className="stats-tiles" aria-busy="true">
        <span className="visually-hidden">Loading stats…</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="stats-tiles__tile stats-tiles__tile--placeholder" />
        ))}
      </div>
    );
  }
  const tiles: [label: string, value: number][] = [
    ['Current winstreak (days)', stats.currentStreak],
    ['Longest winstreak (days)', stats.longestStreak],
    ['Total win rate (%)', stats.winRate],
    ['Average attempts', stats.averageAttempts],
  ];
  return (
    <dl className="stats-tiles">
      {tiles.map(([label, value]) => (
        <div key={label} className="stats-tiles__tile">
          <dt className="stats-tiles__label">{label}</dt>
          <dd className="stats-tiles__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
