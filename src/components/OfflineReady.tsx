// Says the app and the coming days' puzzles are cached, so the game now plays with no network.
import { Notice } from './Notice.tsx';

export function OfflineReady({ onDismiss, autoHideMs }: { onDismiss(): void; autoHideMs?: number }) {
  return <Notice text="Offline ready" onDismiss={onDismiss} autoHideMs={autoHideMs} />;
}
