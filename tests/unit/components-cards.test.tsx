// @vitest-environment jsdom
// The game's cards, the frame around them and the small notices: what a player sees, and what
// hovering, tapping and waiting do.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiveUpButton } from '../../src/components/GiveUpButton.tsx';
import { GuessCard } from '../../src/components/GuessCard.tsx';
import { Heading } from '../../src/components/Heading.tsx';
import { HintButton } from '../../src/components/HintButton.tsx';
import { HintCard } from '../../src/components/HintCard.tsx';
import { IntroCard } from '../../src/components/IntroCard.tsx';
import { AUTHOR_URL, Layout } from '../../src/components/Layout.tsx';
import { LiveRegion } from '../../src/components/LiveRegion.tsx';
import { LossCard } from '../../src/components/LossCard.tsx';
import { OfflineReady } from '../../src/components/OfflineReady.tsx';
import { SandboxWarningCard } from '../../src/components/SandboxWarningCard.tsx';
import { StorageWarning } from '../../src/components/StorageWarning.tsx';
import { ThemeCard } from '../../src/components/ThemeCard.tsx';
import { UpdatePrompt } from '../../src/components/UpdatePrompt.tsx';
import { WinCard } from '../../src/components/WinCard.tsx';
import type { GuessEntry } from '../../src/game/model.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const guess: GuessEntry = {
  id: 'g1',
  text: 'kitten napping',
  score: 0.79,
  input_tokens: [
    { token: 'kitten', score: 0.63, match: 'none' },
    { token: 'napping', score: 0.61, match: 'none' },
  ],
  result_tokens: [],
};
const win: GuessEntry = { ...guess, text: 'cat sleeping', score: 1, result_tokens: [{ token: 'cat', score: 1, match: 'placed' }, { token: 'sleeping', score: 1, match: 'placed' }] };

describe('a guess card', () => {
  it('colours each chip by its score, on hues from 0 (cold) to 120 (warm)', () => {
    render(<GuessCard entry={{ ...guess, input_tokens: [{ token: 'ice', score: 0, match: 'none' }, { token: 'fire', score: 0.8, match: 'none' }] }} />);
    expect(screen.getByRole('button', { name: 'ice, 0 percent' }).style.getPropertyValue('--hue')).toBe('0');
    expect(screen.getByRole('button', { name: 'fire, 80 percent' }).style.getPropertyValue('--hue')).toBe('96');
  });

  it("shows a chip's percent while the mouse hovers it", async () => {
    const user = userEvent.setup();
    render(<GuessCard entry={guess} />);
    const chip = screen.getByRole('button', { name: 'kitten, 63 percent' });
    expect(chip.textContent).toBe('kitten');
    await user.hover(chip);
    expect(chip.textContent).toBe('kitten63%');
    await user.unhover(chip);
    expect(chip.textContent).toBe('kitten');
  });

  it("keeps a chip's percent after a tap, until the next tap", async () => {
    const user = userEvent.setup();
    render(<GuessCard entry={guess} />);
    const chip = screen.getByRole('button', { name: 'napping, 61 percent' });
    await user.click(chip);
    await user.unhover(chip);
    expect(chip.textContent).toBe('napping61%');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await user.click(chip);
    await user.unhover(chip);
    expect(chip.textContent).toBe('napping');
  });

  it('shows the emoji tier bottom right, and the overall percent on tap', async () => {
    const user = userEvent.setup();
    render(<GuessCard entry={guess} />);
    const badge = screen.getByRole('button', { name: 'Score 79%' });
    expect(badge.textContent).toBe('🔥🔥');
    await user.click(badge);
    expect(badge.textContent).toBe('79%');
    await user.click(badge);
    expect(badge.textContent).toBe('🔥🔥');
  });

  it('hides a winning guess under SOLUTION until it is revealed', async () => {
    const user = userEvent.setup();
    render(<GuessCard entry={win} />);
    expect(screen.getByRole('button', { name: 'Score 100%' }).textContent).toBe('🎉🎉🎉');
    // Hidden words are out of the accessibility tree, so their chips cannot be found yet.
    expect(screen.queryByRole('button', { name: 'cat, 100 percent, right place' })).toBeNull();
    await user.click(screen.getByText('SOLUTION'));
    expect(screen.queryByText('SOLUTION')).toBeNull();
    expect(screen.getByRole('button', { name: 'cat, 100 percent, right place' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'sleeping, 100 percent, right place' })).toBeTruthy();
  });
});

describe('a hint card', () => {
  it("is labelled 'Hint N' counting from 1, and scored like a guess", () => {
    render(<HintCard entry={{ ...guess, meta: { type: 'hint', index: 1 } }} />);
    expect(screen.getByText('Hint 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'kitten, 63 percent' })).toBeTruthy();
  });

  it('shows a skeleton while the hint is being scored', () => {
    render(<HintCard entry={{ ...guess, input_tokens: [], meta: { type: 'hint', index: 0, isLoading: true } }} />);
    const card = screen.getByRole('article', { name: 'Hint 1, loading' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the notice cards', () => {
  it('says how many guesses there are in normal mode, and that they are unlimited in sandbox', async () => {
    const onHowToPlay = vi.fn();
    const { rerender } = render(<IntroCard sandbox={false} onHowToPlay={onHowToPlay} />);
    expect(screen.getByText('Guess a five-word phrase.')).toBeTruthy();
    expect(screen.getByText('You have 9 guesses. Hints count as a guess.')).toBeTruthy();
    expect(screen.queryByText('Sandbox mode: Unlimited guesses!')).toBeNull();
    rerender(<IntroCard sandbox onHowToPlay={onHowToPlay} />);
    expect(screen.getByText('Sandbox mode: Unlimited guesses!')).toBeTruthy();
    expect(screen.queryByText('You have 9 guesses. Hints count as a guess.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'How to play' }));
    expect(onHowToPlay).toHaveBeenCalledOnce();
  });

  it('warns that sandbox attempts do not count', () => {
    render(<SandboxWarningCard />);
    expect(screen.getByText('Sandbox mode')).toBeTruthy();
    expect(screen.getByText("You can keep experimenting, but additional attempts won't affect your streak.")).toBeTruthy();
  });
});

describe('the win card', () => {
  const props = { dateISO: '2025-09-21', sandbox: false, hintsUsed: 1, totalHints: 3 };

  it('shows the date, a check mark and the hints used, and a test tube only in sandbox', () => {
    const { rerender } = render(<WinCard {...props} onShare={() => Promise.resolve()} />);
    expect(screen.getByText('2025-09-21')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Solved' })).toBeTruthy();
    expect(screen.getByText('1/3 hints used')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Sandbox' })).toBeNull();
    rerender(<WinCard {...props} sandbox onShare={() => Promise.resolve()} />);
    expect(screen.getByRole('img', { name: 'Sandbox' })).toBeTruthy();
  });

  it("turns the share button into 'Copied!' for 2 seconds once the share went through", async () => {
    vi.useFakeTimers();
    const onShare = vi.fn(() => Promise.resolve());
    render(<WinCard {...props} onShare={onShare} />);
    await act(async () => screen.getByRole('button', { name: 'Vibe Check your friends' }).click());
    expect(onShare).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Vibe Check your friends' })).toBeTruthy();
  });

  it("does not say 'Copied!' when the share failed", async () => {
    render(<WinCard {...props} onShare={() => Promise.reject(new Error('No clipboard'))} />);
    await act(async () => screen.getByRole('button', { name: 'Vibe Check your friends' }).click());
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
  });
});

describe('the loss card', () => {
  it("keeps the solution blurred and hidden from screen readers until 'Show solution'", async () => {
    render(<LossCard dateISO="2025-09-21" answer="cherry blossoms in spring rain" />);
    expect(screen.getByText('Better luck tomorrow!')).toBeTruthy();
    expect(screen.getByText('2025-09-21')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Not solved' })).toBeTruthy();
    const answer = screen.getByText('cherry blossoms in spring rain');
    expect(answer.getAttribute('aria-hidden')).toBe('true');
    expect(answer.className).toContain('loss-card__answer--hidden');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show solution' }));
    expect(answer.getAttribute('aria-hidden')).toBe('false');
    expect(answer.className).not.toContain('loss-card__answer--hidden');
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
  });

  it("says 'Unavailable' when the solution could not be fetched, with nothing to reveal", () => {
    render(<LossCard dateISO="2025-09-21" answer="" />);
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
  });
});

describe('the theme card', () => {
  it('counts down to local midnight every second, with the ring showing the share of the day left', () => {
    vi.useFakeTimers({ now: new Date(2025, 8, 21, 18, 0, 0) });
    const { container } = render(<ThemeCard dateISO="2025-09-21" theme="Lazy afternoons" now={() => new Date()} />);
    expect(screen.getByText('Lazy afternoons')).toBeTruthy();
    expect(screen.getByText('2025-09-21')).toBeTruthy();
    expect(screen.getByTitle('until next problem').textContent).toContain('06:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTitle('until next problem').textContent).toContain('05:59:59');
    const fill = container.querySelector('.countdown__fill')!;
    const circumference = Number(fill.getAttribute('stroke-dasharray'));
    // 6 h left of 24 h: a quarter of the ring is still drawn.
    expect(Number(fill.getAttribute('stroke-dashoffset')) / circumference).toBeCloseTo(0.75, 3);
  });
});

describe('the layout', () => {
  it('has help, streak and theme buttons, and the version, copyright and author link below', async () => {
    const user = userEvent.setup();
    const calls = { onHelp: vi.fn(), onStats: vi.fn(), onToggleTheme: vi.fn() };
    const { rerender } = render(
      <Layout streak={3} theme="light" {...calls}>
        <p>game</p>
      </Layout>,
    );
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    await user.click(screen.getByRole('button', { name: 'Streak: 3 days, open stats' }));
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect([calls.onHelp, calls.onStats, calls.onToggleTheme].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(screen.getByText('game')).toBeTruthy();
    expect(screen.getByText('v1.4.4')).toBeTruthy();
    expect(screen.getByText('© 2025 Vibe Check')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About the author' }).getAttribute('href')).toBe(AUTHOR_URL);
    rerender(
      <Layout streak={1} theme="dark" {...calls}>
        <p>game</p>
      </Layout>,
    );
    expect(screen.getByRole('button', { name: 'Streak: 1 day, open stats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('makes the heading large on an empty board and small afterwards', () => {
    const { rerender } = render(<Heading large />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vibe Check' }).className).toContain('title--large');
    rerender(<Heading large={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vibe Check' }).className).toContain('title--small');
  });
});

describe('the game buttons and announcements', () => {
  it('label the hint button as the game says and call back on press', async () => {
    const user = userEvent.setup();
    const onHint = vi.fn();
    const onGiveUp = vi.fn();
    const { rerender } = render(<HintButton label="2/3 hints remaining" disabled={false} onHint={onHint} />);
    await user.click(screen.getByRole('button', { name: '2/3 hints remaining' }));
    expect(onHint).toHaveBeenCalledOnce();
    rerender(<HintButton label="Loading hint..." disabled onHint={onHint} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Loading hint...' }).disabled).toBe(true);
    rerender(<GiveUpButton onGiveUp={onGiveUp} />);
    await user.click(screen.getByRole('button', { name: 'Give up' }));
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('announce each new message politely to screen readers', () => {
    const { container, rerender } = render(<LiveRegion message="" />);
    const region = container.querySelector('[aria-live="polite"]')!;
    rerender(<LiveRegion message="Guess 3: kitten napping on the couch, 79%, two fire" />);
    expect(region.textContent).toBe('Guess 3: kitten napping on the couch, 79%, two fire');
  });
});

describe('the toasts', () => {
  it('offer a new version with Reload and Later', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByText('A new version is available.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect([onReload.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 1]);
  });

  it("say 'Offline ready' until dismissed, or until it hides itself", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { rerender } = render(<OfflineReady onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toBe('Offline ready');
    screen.getByRole('button', { name: 'Dismiss: Offline ready' }).click();
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(<OfflineReady onDismiss={onDismiss} autoHideMs={8000} />);
    act(() => vi.advanceTimersByTime(8000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('raise a storage problem as an alert that can be dismissed', () => {
    const onDismiss = vi.fn();
    render(<StorageWarning message="Your progress could not be saved: storage is full." onDismiss={onDismiss} />);
    expect(screen.getByRole('alert').textContent).toBe('Your progress could not be saved: storage is full.');
    screen.getByRole('button', { name: /^Dismiss/ }).click();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
