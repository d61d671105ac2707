// The five-slot word input (spec §5). Space moves on, Enter submits when allowed, Backspace in
// an empty slot goes back, arrows at the text edges move between slots, pasted words spread out.
// What cannot be sent (a sixth word, an overlong word) stays where it was typed, with a note.
import { type CSSProperties, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_INTENSITY, WORDS_PER_GUESS } from '../game/constants.ts';
import { inputNote, phraseCounter, phraseFromSlots, sanitizeSlot, slotsReady, spreadWords } from '../game/input-rules.ts';
import { SendIcon } from './Icons.tsx';
import { hueOf } from './score-format.ts';

interface WordInputProps {
  disabled: boolean;
  pending: boolean;
  sandbox: boolean;
  /** The latest score (0..1), shown as the border's colour. */
  intensity?: number;
  onSubmit(phrase: string): void;
}

const EMPTY: readonly string[] = Array<string>(WORDS_PER_GUESS).fill('');
const PLACEHOLDER = 'Type up to five words…';
const LAST = WORDS_PER_GUESS - 1;
const clampSlot = (i: number) => Math.max(0, Math.min(LAST, i));

export function WordInput({ disabled, pending, sandbox, intensity = DEFAULT_INTENSITY, onSubmit }: WordInputProps) {
  const [slots, setSlots] = useState<readonly string[]>(EMPTY);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const helpId = useId();
  const noteId = useId();
  // Focus that must wait for the new slot values to be rendered (after a spread or a submit).
  const focusNext = useRef<number | null>(null);
  const counter = phraseCounter(slots);
  const note = inputNote(slots);
  const ready = !disabled && !pending && slotsReady(slots, sandbox);
  const empty = slots.every((s) => !s);
  // A slot widens with its word so that long words stay readable in a narrow row; on an empty
  // row the first slot makes room for the placeholder.
  const grow = (value: string, i: number) => (value ? Math.max(3, value.length) : i === 0 && empty ? PLACEHOLDER.length : 3);

  const focus = (i: number, caret: 'start' | 'end') => {
    const el = refs.current[clampSlot(i)];
    if (!el) return;
    el.focus();
    const at = caret === 'start' ? 0 : el.value.length;
    el.setSelectionRange(at, at);
  };

  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    focus(focusNext.current, 'end');
    focusNext.current = null;
  });

  const submit = () => {
    const phrase = ready ? phraseFromSlots(slots) : null;
    if (!phrase) return;
    onSubmit(phrase);
    setSlots(EMPTY);
    focusNext.current = 0;
  };

  const change = (i: number, raw: string) => {
    if (!/\s/u.test(raw)) {
      setSlots(slots.map((v, k) => (k === i ? sanitizeSlot(raw) : v)));
      return;
    }
    // Whitespace arrives as text from a paste, and from phone keyboards, whose Space often
    // comes without a usable key event: either way the words go one per slot from here on.
    const words = raw.split(/\s+/u).filter(Boolean).length;
    setSlots(spreadWords(slots.map((v, k) => (k === i ? '' : v)), i, raw));
    if (words) focusNext.current = clampSlot(i + words - (/\s$/u.test(raw) ? 0 : 1));
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    // Space and Enter also pick and confirm an IME composition (Japanese, Chinese…): leave them be.
    if (e.nativeEvent.isComposing) return;
    const el = e.currentTarget;
    const caretAtStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const caretAtEnd = el.selectionStart === el.value.length;
    if (e.key === ' ') {
      e.preventDefault();
      // An empty slot stays put: a double space should not leave a hole in the phrase.
      if (el.value) focus(i + 1, 'end');
    } else if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Backspace' && el.value === '' && i > 0) {
      e.preventDefault();
      focus(i - 1, 'end');
    } else if (e.key === 'ArrowLeft' && caretAtStart && i > 0) {
      e.preventDefault();
      focus(i - 1, 'end');
    } else if (e.key === 'ArrowRight' && caretAtEnd && i < LAST) {
      e.preventDefault();
      focus(i + 1, 'start');
    }
  };

  return (
    <form
      className={`word-input${pending ? ' word-input--pending' : ''}`}
      style={{ '--hue': hueOf(intensity) } as CSSProperties}
      aria-label="Your guess"
      aria-busy={pending}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="word-input__box">
        {slots.map((value, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="word-input__slot"
            style={{ flexGrow: grow(value, i) }}
            value={value}
            disabled={disabled}
            aria-label={`Word ${i + 1}`}
            aria-describedby={`${helpId} ${noteId}`}
            aria-invalid={note !== null}
            placeholder={i === 0 ? PLACEHOLDER : undefined}
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint={i === LAST ? 'send' : 'next'}
            // No maxLength: the browser would cut a pasted phrase before it could be spread.
            onChange={(e) => change(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
          />
        ))}
        <button type="submit" className="word-input__submit" disabled={!ready} aria-label="Submit guess">
          <SendIcon size={18} />
        </button>
      </div>
      <p id={helpId} className="word-input__help">
        Press Space to add a word · Press Enter to submit
      </p>
      <p id={noteId} className="word-input__note" role="status">
        {note}
      </p>
      {counter && (
        <p className="word-input__counter" aria-live="polite">
          {counter}
        </p>
      )}
    </form>
  );
}
