// @vitest-environment jsdom
// The word input's keyboard rules (spec §5), driven like a person types.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordInput } from '../../src/components/WordInput.tsx';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof WordInput>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<WordInput disabled={false} pending={false} sandbox={false} onSubmit={onSubmit} {...props} />);
  const slots = [1, 2, 3, 4, 5].map((i) => screen.getByRole('textbox', { name: `Word ${i}` }) as HTMLInputElement);
  return { onSubmit, slots, user: userEvent.setup() };
}

describe('the five-slot word input', () => {
  it('moves to the next slot on Space and submits the five words on Enter, then clears', async () => {
    const { onSubmit, slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('kitten napping on the couch{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('kitten napping on the couch');
    expect(slots.map((s) => s.value)).toEqual(['', '', '', '', '']);
    expect(document.activeElement).toBe(slots[0]);
  });

  it('shows the placeholder and the help line', () => {
    setup();
    expect(screen.getByPlaceholderText('Type up to five words…')).toBeTruthy();
    expect(screen.getByText('Press Space to add a word · Press Enter to submit')).toBeTruthy();
  });

  it('ignores Enter in normal mode until all five slots are filled', async () => {
    const { onSubmit, slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('kitten napping{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a single word in sandbox mode', async () => {
    const { onSubmit, slots, user } = setup({ sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('kitten{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('kitten');
  });

  it('ignores Enter while a submission is pending', async () => {
    const { onSubmit, slots, user } = setup({ pending: true, sandbox: true });
    await user.click(slots[0]!);
    await user.keyboard('kitten{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables every slot when disabled', () => {
    const { slots } = setup({ disabled: true });
    expect(slots.every((s) => s.disabled)).toBe(true);
  });

  it('strips whitespace from a slot and caps it at 34 characters', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.paste('x'.repeat(40));
    expect(slots[0]!.value).toHaveLength(34);
  });

  it('goes back to the previous slot on Backspace in an empty slot', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat ');
    expect(document.activeElement).toBe(slots[1]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(slots[0]);
    await user.keyboard('{Backspace}');
    expect(slots[0]!.value).toBe('ca');
  });

  it('moves between slots with the arrow keys at the text edges only', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.keyboard('cat dog');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(slots[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(slots[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(slots[1]);
  });

  it('takes its border colour from the intensity event, 0.25 before any guess', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Your guess' });
    expect(form.style.getPropertyValue('--hue')).toBe('30');
    act(() => window.dispatchEvent(new CustomEvent('intensity', { detail: 0.9 })));
    expect(form.style.getPropertyValue('--hue')).toBe('108');
  });

  it('spreads pasted words across the slots', async () => {
    const { slots, user } = setup();
    await user.click(slots[0]!);
    await user.paste('a cat sleeping on sofa');
    expect(slots.map((s) => s.value)).toEqual(['a', 'cat', 'sleeping', 'on', 'sofa']);
  });
});
