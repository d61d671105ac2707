// @vitest-environment jsdom
// Cards and sheets: what a player sees and what tapping does.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessCard } from '../../src/components/GuessCard.tsx';
import { IntroCard, LossCard, WinCard } from '../../src/components/NoticeCards.tsx';
import { Sheet } from '../../src/components/Sheet.tsx';
import { StatsSheet } from '../../src/components/StatsSheet.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const entry = { id: 'g', text: 'kitten napping', score: 0.79, input_tokens: [{ token: 'kitten', score: 0.63 }, { token: 'napping', score: 0.61 }], result_tokens: [] };

describe('cards', () => {
  it('shows a chip percent and the overall percent on tap, and the emoji tier otherwise', () => {
    render(<GuessCard entry={entry} />);
    fireEvent.click(screen.getByRole('button', { name: 'kitten: 63%' }));
    expect(screen.getByRole('button', { name: 'kitten: 63%' }).getAttribute('aria-pressed')).toBe('true');
    const badge = screen.getByRole('button', { name: 'Score 79%' });
    expect(badge.textContent).toBe('🔥🔥');
    fireEvent.click(badge);
    expect(badge.textContent).toBe('79%');
  });

  it('hides a winning guess under SOLUTION until it is revealed', () => {
    render(<GuessCard entry={{ ...entry, score: 1, result_tokens: [{ token: 'cat', score: 1 }] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the solution' }));
    expect(screen.queryByText('SOLUTION')).toBeNull();
  });

  it('says how to play in normal and sandbox mode', () => {
    const { rerender } = render(<IntroCard sandbox={false} onHowToPlay={() => {}} />);
    expect(screen.getByText('You have 9 guesses. Hints count as a guess.')).toBeTruthy();
    rerender(<IntroCard sandbox onHowToPlay={() => {}} />);
    expect(screen.getByText('Sandbox mode: Unlimited guesses!')).toBeTruthy();
  });

  it("turns the share button into 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    render(<WinCard dateISO="2026-03-08" sandbox={false} hintsUsed={1} totalHints={3} onShare={() => Promise.resolve()} />);
    expect(screen.getByText('1/3 hints used')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vibe Check your friends' })));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Vibe Check your friends' })).toBeTruthy();
  });

  it("keeps the solution blurred until 'Show solution', and says 'Unavailable' without one", () => {
    const { rerender } = render(<LossCard dateISO="2026-03-08" answer="cherry blossoms" />);
    expect(screen.getByText('Better luck tomorrow!')).toBeTruthy();
    expect(screen.getByText('cherry blossoms').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    expect(screen.getByText('cherry blossoms').getAttribute('aria-hidden')).toBe('false');
    rerender(<LossCard dateISO="2026-03-08" answer="" />);
    expect(screen.getByText('Unavailable')).toBeTruthy();
  });
});

describe('sheets', () => {
  it('moves focus in, closes on Escape and gives focus back to the opener', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const onClose = vi.fn();
    const { rerender } = render(<Sheet title="How to play" open onClose={onClose}><button>inside</button></Sheet>);
    expect(screen.getByRole('dialog', { name: 'How to play' }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    rerender(<Sheet title="How to play" open={false} onClose={onClose}><button>inside</button></Sheet>);
    expect(document.activeElement).toBe(opener);
  });

  it('shows four placeholders while the stats load, then the tiles and the newest day first', () => {
    // jsdom lays nothing out; the virtual list needs its viewport to have a size.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    const props = { open: true, onClose: () => {}, rows: [], onExport: () => Promise.resolve(''), onImport: () => Promise.resolve() };
    const { container, rerender } = render(<StatsSheet {...props} stats={null} />);
    expect(container.querySelectorAll('.tile--placeholder')).toHaveLength(4);
    const stats = { totalGames: 2, gamesWon: 1, winRate: 50, dailyStreak: 2, currentStreak: 1, longestStreak: 1, averageAttempts: 5.5 };
    rerender(<StatsSheet {...props} stats={stats} rows={[{ date: '2026-03-08', status: 'won' }, { date: '2026-03-07', status: 'lost' }]} />);
    expect(screen.getByText('Total win rate (%)')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026-03-08', '2026-03-07']);
  });
});
