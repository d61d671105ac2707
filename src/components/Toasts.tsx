// Small notices at the bottom of the screen: a new version, offline readiness, storage trouble.
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

export function Notice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return (
    <div className="toast" role="status">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onDismiss} aria-label={`Dismiss: ${text}`}>
        OK
      </button>
    </div>
  );
}
