// '/' and '/{date}': one day's game (spec §2 game screen).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useOutletContext, useParams } from 'react-router-dom';
import { createGameApi } from '../api/game-api.ts';
import { emit } from '../app/events.ts';
import { useGame } from '../app/useGame.ts';
import { useIntensity } from '../app/useIntensity.ts';
import { GuessCard } from '../components/GuessCard.tsx';
import { HintCard } from '../components/HintCard.tsx';
import { GiveUpButton } from '../components/GiveUpButton.tsx';
import { Heading } from '../components/Heading.tsx';
import { HintButton } from '../components/HintButton.tsx';
import { IntroCard } from '../components/IntroCard.tsx';
import { LiveRegion } from '../components/LiveRegion.tsx';
import { LossCard } from '../components/LossCard.tsx';
import { SandboxWarningCard } from '../components/SandboxWarningCard.tsx';
import { WinCard } from '../components/WinCard.tsx';
import { ThemeCard } from '../components/ThemeCard.tsx';
import { WordInput } from '../components/WordInput.tsx';
import { parseDateParam, todayLocal } from '../game/calendar.ts';
import { attemptsOf, canGiveUp, hintButton, inputDisabled } from '../game/machine.ts';
import type { GuessEntry } from '../game/model.ts';
import { emojiForScore, shareText } from '../game/share-text.ts';
import { isWin } from '../scoring/evaluation.ts';
import { spokenWord } from '../components/match-marks.ts';

const api = createGameApi();

async function share(text: string) {
  try {
    if (!navigator.share) throw new Error('No Web Share here');
    await navigator.share({ text });
  } catch {
    await navigator.clipboard.writeText(text);
  }
}

function announce(entry: GuessEntry | undefined, attempts: number): string {
  if (!entry) return '';
  if (entry.meta?.type === 'win') return 'You found the phrase!';
  if (entry.meta?.type === 'loss') return 'Game over. Better luck tomorrow!';
  if (entry.meta?.isLoading) return `Loading hint ${(entry.meta.index ?? 0) + 1}`;
  if (entry.meta && entry.meta.type !== 'hint') return '';
  const what = entry.meta?.type === 'hint' ? `Hint ${(entry.meta.index ?? 0) + 1}` : `Guess ${attempts}`;
  const words = entry.input_tokens.map(spokenWord).join('; ');
  return `${what}: ${entry.text}, ${Math.round(entry.score * 100)}% ${emojiForScore(entry.score, isWin(entry))}. ${words}`;
}

function Board({ date, player }: { date: string; player: string }) {
  const { state, submit, requestHint, giveUp } = useGame(api, player, date);
  const intensity = useIntensity();
  const bottom = useRef<HTMLDivElement>(null);
  const attempts = attemptsOf(state);
  const hint = hintButton(state);
  const large = state.guesses.length === 0;
  const last = state.guesses[state.guesses.length - 1];

  useEffect(() => {
    if (state.guesses.length || state.pending) bottom.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [state.guesses.length, state.pending]);

  const [message, setMessage] = useState('');
  useEffect(() => setMessage(announce(last, attempts)), [last, attempts]);

  return (
    <div className="game">
      <Heading large={large} />
      {!state.problem && <p className="status-line">{state.error ? 'Failed to load problem' : 'Loading daily problem...'}</p>}
      {state.problem && (
        <>
          <ThemeCard dateISO={state.date} theme={state.problem.theme} />
          <div className="cards">
            {state.guesses.map((g) => {
              switch (g.meta?.type) {
                case 'intro':
                  return <IntroCard key={g.id} sandbox={Boolean(g.meta.sandbox)} onHowToPlay={() => emit('help-open')} />;
                case 'sandbox-warning':
                  return <SandboxWarningCard key={g.id} />;
                case 'win':
                  return <WinCard key={g.id} dateISO={g.meta.dateISO ?? state.date} sandbox={Boolean(g.meta.sandbox)} hintsUsed={g.meta.hintsUsed ?? 0} totalHints={g.meta.totalHints ?? 0} onShare={() => share(shareText(state.guesses, state.date, location.origin))} />;
                case 'loss':
                  return <LossCard key={g.id} dateISO={g.meta.dateISO ?? state.date} answer={g.meta.text ?? ''} />;
                case 'hint':
                  return <HintCard key={g.id} entry={g} />;
                default:
                  return <GuessCard key={g.id} entry={g} />;
              }
            })}
            {state.pending && <div className="card pending-card" aria-hidden="true"><div className="skeleton" /></div>}
          </div>
          <WordInput disabled={inputDisabled(state)} pending={state.pending} sandbox={state.sandbox} intensity={intensity} onSubmit={submit} />
          <div className="game__actions">
            <HintButton label={hint.label} disabled={hint.disabled} onHint={requestHint} />
            {canGiveUp(state) && <GiveUpButton onGiveUp={giveUp} />}
          </div>
        </>
      )}
      <LiveRegion message={message} />
      <div ref={bottom} />
    </div>
  );
}

export function GamePage() {
  const { date: param } = useParams();
  const player = useOutletContext<string>();
  const date = useMemo(() => parseDateParam(param, todayLocal()), [param]);
  return <Board key={date} date={date} player={player} />;
}
