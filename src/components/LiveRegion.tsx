// Tells screen-reader users what the screen shows them, such as each new score or hint:
// "Guess 3: kitten napping on the couch, 79%, two fire".
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
