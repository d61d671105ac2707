// @vitest-environment jsdom
// The word input's rules (spec §5), driven the way a player types, pastes and taps.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordInput } from '../../src/components/WordInput.tsx';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof WordInput>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(<WordInput disabled={false} pending={false} sandbox={false} onSubmit={onSubmit} {...props} />);
  const slots = [1, 2, 3, 4, 5].map((i) => screen.getByRole<HTMLInputElement>('textbox', { name: `Word ${i}` }));
  const submitButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit guess' });
  return { ...view, onSubmit, slots, submitButton, user: userEvent.setup() };
}

const values = (slots: HTMLInputElement[]) => slots.map((s) => s.value);

describe('typing into the five slots', () => {
  it('moves to the next slot on Space', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat ');
    expect(slots[0]!.value).toBe('cat');
    expect(document.activeElement).toBe(slots[1]);
  });

  it('stays in an empty slot on Space, so a double space leaves no hole', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat  dog');
    expect(values(slots)).toEqual(['cat', 'dog', '', '', '']);
  });

  it('moves on when a phone keyboard sends the space as text rather than as a key', () => {
    const { slots } = setup();
    slots[0]!.focus();
    fireEvent.change(slots[0]!, { target: { value: 'cat ' } });
    expect(slots[0]!.value).toBe('cat');
    expect(document.activeElement).toBe(slots[1]);
  });

  it('strips whitespace from what lands in a slot', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.paste('\tcat\n');
    expect(values(slots)).toEqual(['cat', '', '', '', '']);
  });

  it('keeps a word longer than 34 characters whole, and will not send it until it is shortened', async () => {
    const { slots, submitButton, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard(`${'x'.repeat(40)} b c d e`);
    expect(slots[0]!.value).toBe('x'.repeat(40));
    expect(screen.getByRole('status').textContent).toBe('A word has at most 34 characters: “xxxxxxxxxxxx…” has 40.');
    expect(submitButton.disabled).toBe(true);
    expect(slots[0]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('spreads pasted words across the slots from the one pasted into', async () => {
    const { slots, user } = setup();
    await user.click(slots[1]!);
    await user.paste('several words here');
    expect(values(slots)).toEqual(['', 'several', 'words', 'here', '']);
    expect(document.activeElement).toBe(slots[3]);
  });

  it('keeps words pasted beyond the fifth in the last slot, says how many to remove, and sends only once they are gone', async () => {
    const { slots, submitButton, onSubmit, user } = setup();
    await user.click(slots[0]!);
    await user.paste('a cat sleeping on the sofa');
    expect(values(slots)).toEqual(['a', 'cat', 'sleeping', 'on', 'the sofa']);
    expect(screen.getByRole('status').textContent).toBe('A guess has at most five words: remove 1 word to send it.');
    expect(submitButton.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(slots[4]!);
    await user.type(slots[4]!, 'sofa');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('a cat sleeping on sofa');
  });

  it('goes back to the previous slot on Backspace in an empty slot, and deletes otherwise', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat ');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(slots[0]);
    await user.keyboard('{Backspace}');
    expect(slots[0]!.value).toBe('ca');
    expect(document.activeElement).toBe(slots[0]);
  });

  it('moves between slots with the arrow keys only at the text edges', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat dog');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(slots[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(slots[1]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(slots[0]);
    expect(slots[0]!.selectionStart).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(slots[1]);
    expect(slots[1]!.selectionStart).toBe(0);
  });

  it('shows the placeholder on the first slot and the help line', () => {
    const { slots } = setup();
    expect(slots[0]!.placeholder).toBe('Type up to five words…');
    expect(slots[1]!.placeholder).toBe('');
    expect(screen.getByText('Press Space to add a word · Press Enter to submit')).toBeTruthy();
  });

  it("shows 'n / 256' once a pasted phrase passes 200 characters, and hides it again below", async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.paste(Array(7).fill('x'.repeat(28)).join(' '));
    expect(screen.getByText('202 / 256')).toBeTruthy();
    await user.clear(slots[4]!);
    expect(screen.queryByText(/\/ 256/)).toBeNull();
  });
});

describe('submitting', () => {
  it('submits the five words on Enter in normal mode, then clears the slots and goes back to the first', async () => {
    const { onSubmit, slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('kitten napping on the couch{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('kitten napping on the couch');
    expect(values(slots)).toEqual(['', '', '', '', '']);
    expect(document.activeElement).toBe(slots[0]);
  });

  it('ignores Enter in normal mode until all five slots are filled', async () => {
    const { onSubmit, slots, submitButton, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('kitten napping on the{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submitButton.disabled).toBe(true);
    expect(values(slots)).toEqual(['kitten', 'napping', 'on', 'the', '']);
  });

  it('submits a single word in sandbox mode', async () => {
    const { onSubmit, slots, user } = setup({ sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('kitten{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('kitten');
  });

  it('does not submit an empty phrase, even in sandbox mode', async () => {
    const { onSubmit, slots, user } = setup({ sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores Enter while a submission is pending, and keeps the words', async () => {
    const { onSubmit, slots, submitButton, user } = setup({ pending: true, sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('kitten{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(slots[0]!.value).toBe('kitten');
    expect(submitButton.disabled).toBe(true);
  });

  it('submits with the button too, for touch screens', async () => {
    const { onSubmit, slots, submitButton, user } = setup({ sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('kitten');
    await user.click(submitButton);
    expect(onSubmit).toHaveBeenCalledWith('kitten');
  });

  it('disables every slot and the button when disabled', () => {
    const { slots, submitButton } = setup({ disabled: true, sandbox: true });
    expect(slots.every((s) => s.disabled)).toBe(true);
    expect(submitButton.disabled).toBe(true);
  });
});

describe('the border colour', () => {
  it('takes its hue from the intensity, 0.25 (hue 30) before any guess', () => {
    const { rerender } = setup();
    const form = screen.getByRole('form', { name: 'Your guess' });
    expect(form.style.getPropertyValue('--hue')).toBe('30');
    rerender(<WordInput disabled={false} pending={false} sandbox={false} intensity={0.9} onSubmit={() => {}} />);
    expect(form.style.getPropertyValue('--hue')).toBe('108');
  });
});
