// Ends the game as a loss and shows the solution (spec §4 "Give up").
import { FlagIcon } from './Icons.tsx';

export function GiveUpButton({ onGiveUp }: { onGiveUp(): void }) {
  return (
    <button type="button" className="secondary-button secondary-button--danger" onClick={onGiveUp}>
      <FlagIcon size={18} />
      Give up
    </button>
  );
}
