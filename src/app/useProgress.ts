// The player's stats and history for the header and the stats sheet, refreshed by the
// progress-updated and stats-opened events.
import { useCallback, useEffect, useState } from 'react';
import { todayLocal } from '../game/calendar.ts';
import type { DayStatus, StatsSummary } from '../game/model.ts';
import { historyRows, statsSummary } from '../game/progress-rules.ts';
import { exportProgress, importProgress, loadProgress } from '../storage/progress-store.ts';
import { emit, listen } from './events.ts';

export function useProgress(playerId: string) {
  const [stats, setStats] = useState<StatsSummary | null>(null);
  const [rows, setRows] = useState<{ date: string; status: DayStatus }[]>([]);

  const refresh = useCallback(async () => {
    const progress = await loadProgress(playerId);
    const today = todayLocal();
    setStats(statsSummary(progress, today));
    setRows(historyRows(progress, today));
  }, [playerId]);

  useEffect(() => {
    void refresh();
    const offs = [listen('progress-updated', () => void refresh()), listen('stats-opened', () => void refresh())];
    return () => offs.forEach((off) => off());
  }, [refresh]);

  return {
    stats,
    rows,
    exportCode: () => exportProgress(playerId),
    importCode: async (text: string) => {
      await importProgress(playerId, text);
      emit('progress-updated');
    },
  };
}
