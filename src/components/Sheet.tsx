// An accessible modal sheet: focus moves in when it opens and back to the opener when it
// closes; Escape, the close button and a click on the backdrop close it; Tab stays inside.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CrossIcon } from './Icons.tsx';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

interface SheetProps {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export function Sheet({ title, open, onClose, children }: SheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Read through a ref so that a parent's new callback on each render doesn't re-run the focus handling.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open || !ref.current) return;
    const sheet = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusables(sheet)[0]?.focus();
    // The page behind must not scroll under a finger moving inside the sheet.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') {
        const all = focusables(sheet);
        const first = all[0];
        const last = all[all.length - 1];
        if (!first || !last) return;
        const inside = sheet.contains(document.activeElement);
        if (e.shiftKey && (document.activeElement === first || !inside)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="sheet__head">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
            <CrossIcon />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
}
