// /info: 'How does Vibe Check work?' — the tokenizer, the embedding model and the saliency
// model, with example cards scored live on this device by the same scorer the game uses.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TokenSaliency } from '../../workers/scorer-protocol.ts';
import { comparePhrases, explainPhrase } from '../api/scorer-client.ts';
import { GuessCard } from '../components/GuessCard.tsx';
import type { GuessEntry } from '../game/model.ts';

const EXAMPLE_TARGET = 'a cat sleeping on sofa';
const EXAMPLE_GUESSES = ['kitten napping on the couch', 'a dog playing fetch outside', 'quarterly tax forms are due', 'A cat sleeping on sofa!'];

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

function useDeviceScorer<T>(run: () => Promise<T>, key: string): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    run().then(
      (value) => live && setLoad({ state: 'ready', value }),
      (e: unknown) => live && setLoad({ state: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // `key` names what `run` computes; the closure itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return load;
}

function TokenView({ text }: { text: string }) {
  const tokens = useDeviceScorer<TokenSaliency[]>(() => explainPhrase(text), text);
  if (tokens.state === 'loading') return <p className="info__muted">Loading the model…</p>;
  if (tokens.state === 'failed') return <p className="info__muted">The model could not run here: {tokens.message}</p>;
  const max = Math.max(...tokens.value.map((t) => t.saliency), 1e-6);
  return (
    <ol className="info__tokens" aria-label={`Tokens of "${text}"`}>
      {tokens.value.map((t, i) => (
        <li key={i} className="info__token">
          <code>{t.piece.replace('▁', '␣')}</code>
          <span className="info__saliency" style={{ width: `${Math.round((t.saliency / max) * 100)}%` }} />
          <span className="info__saliency-value">{Math.round(t.saliency * 100)}%</span>
        </li>
      ))}
    </ol>
  );
}

export function InfoPage() {
  const [phrase, setPhrase] = useState('kitten napping on the couch');
  const samples = useDeviceScorer(() => comparePhrases(EXAMPLE_TARGET, EXAMPLE_GUESSES), EXAMPLE_TARGET);

  return (
    <article className="info">
      <h1>How does Vibe Check work?</h1>
      <p>
        Every guess is scored by a small language model that runs on your device, so the game keeps working with no network. Three parts do
        the work.
      </p>

      <section>
        <h2>1. A tokenizer</h2>
        <p>
          First the text is cut into pieces the model knows: common words stay whole, rarer ones are split into parts (a SentencePiece
          unigram tokenizer with 8,000 pieces; <code>␣</code> marks the start of a word). Try a phrase:
        </p>
        <label className="info__try">
          Phrase <input value={phrase} maxLength={256} onChange={(e) => setPhrase(e.target.value)} />
        </label>
        <TokenView text={phrase.trim() || 'a cat sleeping on sofa'} />
      </section>

      <section>
        <h2>2. An embedding model</h2>
        <p>
          The pieces go through the Universal Sentence Encoder Lite, a two-layer transformer that turns the whole phrase into a list of 512
          numbers: a point in a space where phrases with similar meanings lie close together. The overall score is the closeness (cosine) of
          your guess's point to the answer's, rescaled so that unrelated phrases land in the ice tiers and paraphrases in the fire tiers. Only
          the answer itself, ignoring case and punctuation, scores 100%.
        </p>
      </section>

      <section>
        <h2>3. A saliency model</h2>
        <p>
          Not every word matters equally: in "a cat sleeping on sofa", <em>cat</em> and <em>sleeping</em> carry the meaning, <em>a</em> and
          <em> on</em> hardly any. The saliency model ranks each token by how much it pushes the phrase's point where it ends up (the bars
          above). Each word of your guess is compared with each word of the answer, and its colour comes from the closest answer word,
          weighted by that word's importance: hitting <em>cat</em> glows, hitting <em>on</em> barely does.
        </p>
      </section>

      <section>
        <h2>Examples</h2>
        <p>
          Guesses for the answer "<strong>{EXAMPLE_TARGET}</strong>", scored just now on this device:
        </p>
        {samples.state === 'loading' && <p className="info__muted">Scoring the examples…</p>}
        {samples.state === 'failed' && <p className="info__muted">The examples could not be scored here: {samples.message}</p>}
        {samples.state === 'ready' &&
          samples.value.map((evaluation, i) => {
            const entry: GuessEntry = { id: `example-${i}`, text: EXAMPLE_GUESSES[i]!, ...evaluation };
            return <GuessCard key={entry.id} entry={entry} />;
          })}
      </section>

      <p>
        <Link to="/">Back to the game</Link>
      </p>
    </article>
  );
}
