// The app frame around every page: layout, theme, sheets, the service worker's notices and
// the storage warnings. Pages render into the Outlet.
import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { prefetchPacks } from '../api/packs.ts';
import { warmUpWhenIdle } from '../api/scorer-client.ts';
import { HelpSheet } from '../components/HelpSheet.tsx';
import { Layout } from '../components/Layout.tsx';
import { StatsSheet } from '../components/StatsSheet.tsx';
import { OfflineReady } from '../components/OfflineReady.tsx';
import { StorageWarning } from '../components/StorageWarning.tsx';
import { UpdatePrompt } from '../components/UpdatePrompt.tsx';
import { todayLocal } from '../game/calendar.ts';
import { onStorageError } from '../storage/database.ts';
import { helpShown, initialTheme, markHelpShown, playerId, storeTheme, type Theme } from '../storage/preferences.ts';
import { emit, listen } from './events.ts';
import { useProgress } from './useProgress.ts';

const player = playerId();

export function Shell() {
  const [theme, setTheme] = useState<Theme>(() => initialTheme());
  const [helpOpen, setHelpOpen] = useState(() => !helpShown());
  const [statsOpen, setStatsOpen] = useState(false);
  const [storageWarning, setStorageWarning] = useState<string | null>(null);
  // A browser that refuses the service worker (private modes, policies) will never be
  // controlled: the scorer then warms up without waiting for one.
  const [noServiceWorker, setNoServiceWorker] = useState(false);
  const progress = useProgress(player);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (e: unknown) => {
      console.warn('Service worker registration failed', e);
      setNoServiceWorker(true);
    },
  });

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    if (helpOpen) markHelpShown();
  }, [helpOpen]);

  useEffect(() => {
    const offs = [listen('help-open', () => setHelpOpen(true)), onStorageError(setStorageWarning)];
    return () => offs.forEach((off) => off());
  }, []);

  // The scorer warms up once a service worker serves the model from its cache (or when there
  // is no service worker at all): warming up earlier on a first visit downloads it twice.
  const controlled = offlineReady || Boolean(navigator.serviceWorker?.controller) || !('serviceWorker' in navigator) || noServiceWorker;
  useEffect(() => {
    if (controlled) warmUpWhenIdle();
  }, [controlled]);

  // Once a service worker controls the page (at once on later visits, after installing on the
  // first), the coming days' packs are fetched through it; only then is the game offline ready.
  const [packsCached, setPacksCached] = useState(false);
  useEffect(() => {
    if (!offlineReady && !navigator.serviceWorker?.controller) return;
    prefetchPacks(todayLocal()).then(
      () => setPacksCached(true),
      (e: unknown) => console.warn('Could not prefetch puzzle packs', e),
    );
  }, [offlineReady]);

  // vite-plugin-pwa reloads only for an update it found itself; one found later by the browser
  // ("external" to workbox-window) would take control without a reload, so reload on the switch.
  const reloadToUpdate = () => {
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const dismissOfflineReady = useCallback(() => setOfflineReady(false), [setOfflineReady]);
  const closeStats = useCallback(() => setStatsOpen(false), []);

  return (
    <Layout
      streak={progress.stats?.dailyStreak ?? 0}
      theme={theme}
      onHelp={() => emit('help-open')}
      onStats={() => {
        setStatsOpen(true);
        emit('stats-opened');
      }}
      onToggleTheme={() =>
        setTheme((t) => {
          const next = t === 'dark' ? 'light' : 'dark';
          storeTheme(next);
          return next;
        })
      }
    >
      <Outlet context={player} />
      <HelpSheet open={helpOpen} onClose={closeHelp} />
      <StatsSheet open={statsOpen} onClose={closeStats} stats={progress.stats} rows={progress.rows} onExport={progress.exportCode} onImport={progress.importCode} />
      <div className="toasts">
        {needRefresh && <UpdatePrompt onReload={reloadToUpdate} onDismiss={() => setNeedRefresh(false)} />}
        {offlineReady && packsCached && <OfflineReady onDismiss={dismissOfflineReady} autoHideMs={8000} />}
        {storageWarning && <StorageWarning message={storageWarning} onDismiss={() => setStorageWarning(null)} />}
      </div>
    </Layout>
  );
}
