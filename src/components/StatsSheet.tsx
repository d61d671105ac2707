// 'Your stats' (spec §2): four tiles, the day-by-day history, and moving progress elsewhere.
import type { StatsSummary } from '../game/model.ts';
import { type HistoryRow, HistoryList } from './HistoryList.tsx';
import { ProgressTransfer } from './ProgressTransfer.tsx';
import { Sheet } from './Sheet.tsx';
import { StatsTiles } from './StatsTiles.tsx';

interface StatsSheetProps {
  open: boolean;
  onClose(): void;
  /** null while the stats load. */
  stats: StatsSummary | null;
  rows: readonly HistoryRow[];
  onExport(): string | Promise<string>;
  onImport(text: string): Promise<void>;
}

export function StatsSheet({ open, onClose, stats, rows, onExport, onImport }: StatsSheetProps) {
  return (
    <Sheet title="Your stats" open={open} onClose={onClose}>
      <StatsTiles stats={stats} />
      {stats && <HistoryList rows={rows} />}
      <ProgressTransfer onExport={onExport} onImport={onImport} />
    </Sheet>
  );
}
