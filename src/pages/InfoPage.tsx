// /info: 'How does Vibe Check work?' — the tokenizer, the embedding model, the saliency model
// and the match marks, with example cards scored live on this device by the same scorer the game uses.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TokenSaliency } from '../../workers/scorer-protocol.ts';
import { explainPhrase } from '../api/scorer-client.ts';
import { useDeviceScorer, useExampleCards } from '../app/useExampleScores.ts';
import { INFO_EXAMPLES } from '../components/examples.ts';
import { GuessCard } from '../components/GuessCard.tsx';
import { MARK_CUE } from '../components/match-marks.ts';
import { percentOf } from '../components/score-format.ts';
import { CLOSE_WORD_CAP, FORM_SCORE } from '../scoring/calibration.ts';

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
  const samples = useExampleCards(INFO_EXAMPLES.target, INFO_EXAMPLES.guesses);

  return (
    <article className="info">
      <h1>How does Vibe Check work?</h1>
      <p>
        Every guess is scored by a small language model that runs on your device, so the game keeps working with no network. Three parts do
        the work, and the answer's words are then matched like tiles.
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
          above). A guess word that is not in the answer is compared with each answer word, and its colour comes from the closest one,
          weighted by that word's importance: landing near <em>cat</em> glows, landing near <em>on</em> barely does. No such word goes
          above {percentOf(CLOSE_WORD_CAP)}.
        </p>
      </section>

      <section>
        <h2>4. Match marks</h2>
        <p>Before any meaning is weighed, each guess word is checked against the answer's words, like tiles in a word game:</p>
        <ul>
          <li>
            <strong>{MARK_CUE.placed} Right place.</strong> The answer's word in this very place: 100% and a check, small words like <em>the</em>{' '}
            included.
          </li>
          <li>
            <strong>Another place.</strong> The answer has this word, elsewhere: 100% without the check.
          </li>
          <li>
            <strong>{MARK_CUE.form} Another form.</strong> The same word in another number, tense or degree (<em>cats</em> for <em>cat</em>,{' '}
            <em>sleep</em> for <em>sleeping</em>, <em>bigger</em> for <em>big</em>), or a compound written apart or together:{' '}
            {percentOf(FORM_SCORE)} with a ≈.
          </li>
        </ul>
        <p>
          Words are compared after folding away what a player should not have to guess: case, accents, punctuation, a possessive's
          apostrophe, the hyphens of a compound and British or American spelling (<em>colour</em> is <em>color</em>). A guess that folds to
          the answer wins. Offline, the answer is not on your device in words: only salted fingerprints of it, enough to recognise it.
        </p>
      </section>

      <section>
        <h2>Examples</h2>
        <p>
          Guesses for the answer "<strong>{INFO_EXAMPLES.target}</strong>", scored just now on this device:
        </p>
        {samples.state === 'loading' && <p className="info__muted">Scoring the examples…</p>}
        {samples.state === 'failed' && <p className="info__muted">The examples could not be scored here: {samples.message}</p>}
        {samples.state === 'ready' &&
          samples.value.map((entry) => <GuessCard key={entry.id} entry={entry} />)}
      </section>

      <p>
        <Link to="/">Back to the game</Link>
      </p>
    </article>
  );
}
