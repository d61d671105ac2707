// The day-by-day history of 'Your stats', newest first. It is a virtual list (40 px rows,
// overscan 10): a long-time player has hundreds of days, and only the visible rows are drawn.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactElement, useMemo, useRef } from 'react';
import { HISTORY_OVERSCAN, HISTORY_ROW_HEIGHT } from '../game/constants.ts';
import type { DayStatus } from '../game/model.ts';
import { CheckIcon, CrossIcon, SquareIcon } from './Icons.tsx';

export interface HistoryRow {
  date: string;
  status: DayStatus;
}

const STATUS_ICON: Record<DayStatus, ReactElement> = {
  won: <CheckIcon label="Won" />,
  lost: <CrossIcon label="Lost" />,
  'not-played': <SquareIcon label="Not played" />,
};

// The list's height in the stylesheet (.history-list), used before the first measurement.
const VIEWPORT = { width: 320, height: 240 };

export function HistoryList({ rows }: { rows: readonly HistoryRow[] }) {
  const newestFirst = useMemo(() => [...rows].sort((a, b) => b.date.localeCompare(a.date)), [rows]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: newestFirst.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => HISTORY_ROW_HEIGHT,
    overscan: HISTORY_OVERSCAN,
    initialRect: VIEWPORT,
  });
  if (!newestFirst.length) return <p className="muted">No games yet: your days will show here.</p>;
  return (
    <div ref={scroller} className="history-list" role="list" aria-label="History">
      <div className="history-list__canvas" style={{ height: virtual.getTotalSize() }}>
        {virtual.getVirtualItems().map((item) => {
          const row = newestFirst[item.index]!;
          return (
            <div
              key={row.date}
              role="listitem"
              // Only some rows exist at a time; these tell a screen reader where this one sits.
              aria-setsize={newestFirst.length}
              aria-posinset={item.index + 1}
              className={`history-list__row history-list__row--${row.status}`}
              style={{ height: HISTORY_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <time dateTime={row.date}>{row.date}</time>
              {STATUS_ICON[row.status]}
            </div>
          );
        })}
      </div>
    </div>
  );
}
