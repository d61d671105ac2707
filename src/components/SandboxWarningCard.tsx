// Shown when play goes on after the day's game is over (spec §2 "Sandbox warning card").
import { TestTubeIcon } from './Icons.tsx';

export function SandboxWarningCard() {
  return (
    <article className="card sandbox-card">
      <TestTubeIcon />
      <div>
        <p className="sandbox-card__title">Sandbox mode</p>
        <p>You can keep experimenting, but additional attempts won't affect your streak.</p>
      </div>
    </article>
  );
}
