// The game's title (spec §2): large on an empty board, small once guesses take the space.
export function Heading({ large }: { large: boolean }) {
  return <h1 className={large ? 'title title--large' : 'title title--small'}>Vibe Check</h1>;
}
