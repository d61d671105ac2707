// A toast at the bottom of the screen that the player can dismiss. With `autoHideMs` it also
// goes by itself, so that it never covers the game for long. A warning is announced at once.
import { useEffect } from 'react';
import { CrossIcon, WarningIcon } from './Icons.tsx';

interface NoticeProps {
  text: string;
  onDismiss(): void;
  autoHideMs?: number;
  tone?: 'info' | 'warning';
}

export function Notice({ text, onDismiss, autoHideMs, tone = 'info' }: NoticeProps) {
  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, onDismiss]);
  return (
    <div className={`toast toast--${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      {tone === 'warning' && <WarningIcon />}
      <span className="toast__text">{text}</span>
      <button type="button" className="toast__close" onClick={onDismiss} aria-label={`Dismiss: ${text}`}>
        <CrossIcon size={18} />
      </button>
    </div>
  );
}
