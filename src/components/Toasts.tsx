// Small notices at the bottom of the screen: a new version, offline readiness, storage trouble.
import { useEffect } from 'react';

export function UpdatePrompt({ onReload, onDismiss }: { onReload(): void; onDismiss(): void }) {
  return (
    <div className="toast" role="status">
      <span>A new version is available.</span>
      <button type="button" className="primary-button" onClick={onReload}>
        Reload
      </button>
      <button type="button" className="link-button" onClick={onDismiss}>
        Later
      </button>
    </div>
  );
}

/** A notice; with `autoHideMs` it goes away by itself, so it never sits over the game for long. */
export function Notice({ text, onDismiss, autoHideMs }: { text: string; onDismiss(): void; autoHideMs?: number }) {
  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, onDismiss]);
  return (
    <div className="toast" role="status">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onDismiss} aria-label={`Dismiss: ${text}`}>
        OK
      </button>
    </div>
  );
}
