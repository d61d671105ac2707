// Reveals the next hint (spec §5). The label comes from the game: 'N/M hints remaining' or 'Loading hint...'.
import { BulbIcon } from './Icons.tsx';

export function HintButton({ label, disabled, onHint }: { label: string; disabled: boolean; onHint(): void }) {
  return (
    <button type="button" className="secondary-button" disabled={disabled} onClick={onHint}>
      <BulbIcon size={18} />
      {label}
    </button>
  );
}
