export function App() {
  return (
    <main>
      <h1>Vibe Check</h1>
    </main>
  );
}
