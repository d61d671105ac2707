// The first card of a game (spec §2 "Intro card"): what to do, and how many tries there are.
export function IntroCard({ sandbox, onHowToPlay }: { sandbox: boolean; onHowToPlay(): void }) {
  return (
    <article className="card intro-card">
      <p className="intro-card__lead">Guess a five-word phrase.</p>
      <p>{sandbox ? 'Sandbox mode: Unlimited guesses!' : 'You have 9 guesses. Hints count as a guess.'}</p>
      <button type="button" className="link-button" onClick={onHowToPlay}>
        How to play
      </button>
    </article>
  );
}
