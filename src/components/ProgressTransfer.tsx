// 'Export / import progress' in 'Your stats': progress lives in this browser only, so this is
// how a player moves it to another device, as a file or as a code to paste.
import { useEffect, useId, useState } from 'react';

interface ProgressTransferProps {
  onExport(): string | Promise<string>;
  onImport(text: string): Promise<void>;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function ProgressTransfer({ onExport, onImport }: ProgressTransferProps) {
  const [exported, setExported] = useState<{ code: string; fileUrl: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState('');
  const headingId = useId();

  // The file behind the download link is released on the next export, or when the sheet closes.
  useEffect(() => {
    if (!exported) return;
    return () => URL.revokeObjectURL(exported.fileUrl);
  }, [exported]);

  const exportCode = async () => {
    try {
      const code = await onExport();
      setExported({ code, fileUrl: URL.createObjectURL(new Blob([code], { type: 'application/json' })) });
      setMessage('');
    } catch (e) {
      setMessage(messageOf(e));
    }
  };

  const copyCode = (code: string) =>
    navigator.clipboard.writeText(code).then(
      () => setMessage('Code copied'),
      () => setMessage('Could not copy: select the code and copy it'),
    );

  const importFrom = async (read: () => string | Promise<string>) => {
    try {
      await onImport(await read());
      setPasted('');
      setMessage('Progress imported');
    } catch (e) {
      setMessage(messageOf(e));
    }
  };

  return (
    <section className="progress-transfer" aria-labelledby={headingId}>
      <h3 id={headingId} className="progress-transfer__title">
        Export / import progress
      </h3>
      <p className="muted">Your progress is kept in this browser. Export it to carry on with it on another device.</p>
      <button type="button" className="secondary-button" onClick={() => void exportCode()}>
        Export
      </button>
      {exported && (
        <>
          <textarea className="progress-transfer__code" readOnly value={exported.code} aria-label="Progress code" rows={3} onFocus={(e) => e.currentTarget.select()} />
          <div className="progress-transfer__actions">
            <button type="button" className="secondary-button" onClick={() => void copyCode(exported.code)}>
              Copy code
            </button>
            <a className="secondary-button" download="vibe-check-progress.json" href={exported.fileUrl}>
              Download file
            </a>
          </div>
        </>
      )}
      <label className="progress-transfer__label">
        Paste a code
        <textarea className="progress-transfer__code" value={pasted} onChange={(e) => setPasted(e.target.value)} rows={3} />
      </label>
      <div className="progress-transfer__actions">
        <button type="button" className="secondary-button" disabled={!pasted.trim()} onClick={() => void importFrom(() => pasted)}>
          Import
        </button>
        <label className="secondary-button progress-transfer__file">
          Import a file
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared so that choosing the same file again, after fixing it, imports it again.
              e.target.value = '';
              if (file) void importFrom(() => file.text());
            }}
          />
        </label>
      </div>
      {/* Always there, so that screen readers already watch it when a message arrives. */}
      <p role="status" className="progress-transfer__message">
        {message}
      </p>
    </section>
  );
}
