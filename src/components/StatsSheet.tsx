// 'Your stats' (spec §2): four tiles, the day-by-day history (a virtual list: 40 px rows,
// overscan 10) and moving progress to another device by file or code.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactElement, useRef, useState } from 'react';
import { HISTORY_OVERSCAN, HISTORY_ROW_HEIGHT } from '../game/constants.ts';
import type { DayStatus, StatsSummary } from '../game/model.ts';
import { CheckIcon, CrossIcon, SquareIcon } from './Icons.tsx';
import { Sheet } from './Sheet.tsx';

interface StatsSheetProps {
  open: boolean;
  onClose(): void;
  stats: StatsSummary | null;
  rows: { date: string; status: DayStatus }[];
  onExport(): Promise<string>;
  onImport(text: string): Promise<void>;
}

const STATUS_ICON: Record<DayStatus, ReactElement> = {
  won: <CheckIcon label="Won" />,
  lost: <CrossIcon label="Lost" />,
  'not-played': <SquareIcon label="Not played" />,
};

function Tiles({ stats }: { stats: StatsSummary | null }) {
  const tiles: [string, string | number][] = stats
    ? [
        ['Current winstreak (days)', stats.currentStreak],
        ['Longest winstreak (days)', stats.longestStreak],
        ['Total win rate (%)', stats.winRate],
        ['Average attempts', stats.averageAttempts],
      ]
    : [];
  return (
    <div className="tiles">
      {stats
        ? tiles.map(([label, value]) => (
            <div key={label} className="tile">
              <span className="tile__value">{value}</span>
              <span className="tile__label">{label}</span>
            </div>
          ))
        : Array.from({ length: 4 }, (_, i) => <div key={i} className="tile tile--placeholder" aria-hidden="true" />)}
    </div>
  );
}

function HistoryList({ rows }: { rows: StatsSheetProps['rows'] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => HISTORY_ROW_HEIGHT, overscan: HISTORY_OVERSCAN, initialRect: { width: 320, height: 240 } });
  if (!rows.length) return <p className="muted">No games yet: your days will show here.</p>;
  return (
    <div ref={scroller} className="history" role="list" aria-label="History">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div key={row.date} role="listitem" className={`history__row history__row--${row.status}`} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: HISTORY_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}>
              <time dateTime={row.date}>{row.date}</time>
              {STATUS_ICON[row.status]}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Transfer({ onExport, onImport }: Pick<StatsSheetProps, 'onExport' | 'onImport'>) {
  const [code, setCode] = useState('');
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState('');
  const doImport = (text: string) =>
    onImport(text).then(
      () => setMessage('Progress imported'),
      (e: unknown) => setMessage(e instanceof Error ? e.message : String(e)),
    );
  return (
    <details className="transfer">
      <summary>Move your progress to another device</summary>
      <button type="button" className="secondary-button" onClick={() => void onExport().then(setCode)}>
        Export
      </button>
      {code && (
        <>
          <textarea readOnly value={code} aria-label="Progress code" rows={3} />
          <div className="transfer__actions">
            <button type="button" className="secondary-button" onClick={() => void navigator.clipboard.writeText(code).then(() => setMessage('Code copied'))}>
              Copy code
            </button>
            <a className="secondary-button" download="vibe-check-progress.json" href={`data:application/json;charset=utf-8,${encodeURIComponent(code)}`}>
              Download file
            </a>
          </div>
        </>
      )}
      <label className="transfer__import">
        Paste a code
        <textarea value={pasted} onChange={(e) => setPasted(e.target.value)} rows={3} />
      </label>
      <div className="transfer__actions">
        <button type="button" className="secondary-button" disabled={!pasted.trim()} onClick={() => void doImport(pasted)}>
          Import
        </button>
        <label className="secondary-button">
          Import a file
          <input type="file" accept="application/json,.json" className="visually-hidden" onChange={(e) => void e.target.files?.[0]?.text().then(doImport)} />
        </label>
      </div>
      {message && (
        <p role="status" className="transfer__message">
          {message}
        </p>
      )}
    </details>
  );
}

export function StatsSheet({ open, onClose, stats, rows, onExport, onImport }: StatsSheetProps) {
  return (
    <Sheet title="Your stats" open={open} onClose={onClose}>
      <Tiles stats={stats} />
      {stats && <HistoryList rows={rows} />}
      <Transfer onExport={onExport} onImport={onImport} />
    </Sheet>
  );
}
