// The five-slot word input (spec §5). Space moves on, Enter submits when allowed, Backspace in
// an empty slot goes back, arrows at the text edges move between slots.
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { listen } from '../app/events.ts';
import { DEFAULT_INTENSITY, WORDS_PER_GUESS } from '../game/constants.ts';
import { phraseCounter, phraseFromSlots, sanitizeSlot, slotsReady, spreadWords } from '../game/input-rules.ts';
import { hueOf } from './ScoreChips.tsx';

interface WordInputProps {
  disabled: boolean;
  pending: boolean;
  sandbox: boolean;
  onSubmit(phrase: string): void;
}

const EMPTY = Array<string>(WORDS_PER_GUESS).fill('');

export function WordInput({ disabled, pending, sandbox, onSubmit }: WordInputProps) {
  const [slots, setSlots] = useState<string[]>(EMPTY);
  // The border takes the colour of the latest score, announced by the intensity event (spec §7).
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  useEffect(() => listen('intensity', setIntensity), []);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const counter = phraseCounter(slots);
  const ready = !disabled && !pending && slotsReady(slots, sandbox);

  const focus = (i: number, caret: 'start' | 'end' = 'end') => {
    const el = refs.current[Math.max(0, Math.min(WORDS_PER_GUESS - 1, i))];
    if (!el) return;
    el.focus();
    const at = caret === 'start' ? 0 : el.value.length;
    el.setSelectionRange(at, at);
  };

  const submit = () => {
    if (!ready) return;
    const phrase = phraseFromSlots(slots);
    if (!phrase) return;
    onSubmit(phrase);
    setSlots(EMPTY);
    focus(0);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    if (e.key === ' ') {
      e.preventDefault();
      if (el.value) focus(i + 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Backspace' && el.value === '' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && atStart && i > 0) {
      e.preventDefault();
      focus(i - 1, 'end');
    } else if (e.key === 'ArrowRight' && atEnd && i < WORDS_PER_GUESS - 1) {
      e.preventDefault();
      focus(i + 1, 'start');
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/\s/.test(text.trim())) return;
    e.preventDefault();
    const next = spreadWords(slots, i, text);
    setSlots(next);
    focus(Math.min(WORDS_PER_GUESS - 1, i + text.trim().split(/\s+/).length - 1));
  };

  return (
    <form
      className="word-input"
      style={{ ['--hue' as string]: hueOf(intensity) }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label="Your guess"
    >
      {counter && <p className="word-input__counter">{counter}</p>}
      <div className="word-input__slots">
        {slots.map((value, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="word-input__slot"
            value={value}
            disabled={disabled}
            aria-label={`Word ${i + 1}`}
            placeholder={i === 0 ? 'Type up to five words…' : ''}
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint={i === WORDS_PER_GUESS - 1 ? 'send' : 'next'}
            onChange={(e) => setSlots((s) => s.map((v, k) => (k === i ? sanitizeSlot(e.target.value) : v)))}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
        <button type="submit" className="word-input__submit" disabled={!ready} aria-label="Submit guess">
          ↵
        </button>
      </div>
      <p className="word-input__help">Press Space to add a word · Press Enter to submit</p>
    </form>
  );
}
