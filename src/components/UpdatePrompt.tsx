// Offers a newly installed version of the app: reload now, or keep playing this one.
export function UpdatePrompt({ onReload, onDismiss }: { onReload(): void; onDismiss(): void }) {
  return (
    <div className="toast" role="status">
      <span className="toast__text">A new version is available.</span>
      <button type="button" className="toast__action" onClick={onReload}>
        Reload
      </button>
      <button type="button" className="toast__later" onClick={onDismiss}>
        Later
      </button>
    </div>
  );
}
