// @vitest-environment jsdom
// The modal sheets: focus handling and closing, 'Your stats' with its virtual history list and
// progress transfer, and 'How to play'.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuessEvaluation } from '../../src/scoring/evaluation.ts';

const comparePhrases = vi.fn();
vi.mock('../../src/api/scorer-client.ts', () => ({ comparePhrases, scorerWarm: () => Promise.resolve() }));

const { HelpSheet } = await import('../../src/components/HelpSheet.tsx');
import { Sheet } from '../../src/components/Sheet.tsx';
import { StatsSheet } from '../../src/components/StatsSheet.tsx';
import type { DayStatus, StatsSummary } from '../../src/game/model.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a sheet', () => {
  function openSheet() {
    const opener = document.createElement('button');
    opener.textContent = 'open';
    document.body.appendChild(opener);
    opener.focus();
    const onClose = vi.fn();
    const sheet = (open: boolean) => (
      <Sheet title="How to play" open={open} onClose={onClose}>
        <button type="button">first inside</button>
        <button type="button">last inside</button>
      </Sheet>
    );
    const view = render(sheet(true));
    return { opener, onClose, close: () => view.rerender(sheet(false)), user: userEvent.setup() };
  }

  it('is a modal dialog named by its title, and moves focus inside when it opens', () => {
    openSheet();
    const dialog = screen.getByRole('dialog', { name: 'How to play' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('asks to close on Escape, and gives focus back to the opener once closed', async () => {
    const { opener, onClose, close, user } = openSheet();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks to close from its close button and from the backdrop, not from a click inside', async () => {
    const { onClose, user } = openSheet();
    await user.click(screen.getByRole('button', { name: 'first inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', async () => {
    const { user } = openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'last inside' });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });
});

describe("'Your stats'", () => {
  const stats: StatsSummary = { totalGames: 4, gamesWon: 3, winRate: 75, dailyStreak: 2, currentStreak: 2, longestStreak: 3, averageAttempts: 4.5 };
  const noop = { onClose: () => {}, onExport: () => '', onImport: () => Promise.resolve() };

  /** `days` consecutive days ending 2025-12-31, oldest first: the order the list must undo. */
  function history(days: number): { date: string; status: DayStatus }[] {
    const statuses: DayStatus[] = ['won', 'lost', 'not-played'];
    return Array.from({ length: days }, (_, i) => {
      const date = new Date(Date.UTC(2025, 11, 31 - (days - 1 - i))).toISOString().slice(0, 10);
      return { date, status: statuses[i % 3]! };
    });
  }

  beforeEach(() => {
    // jsdom lays nothing out: give the history's scroll box the 240 px height it has on screen
    // (the virtualizer measures its viewport by clientHeight).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  });

  it('shows four placeholder tiles while loading, then the four numbers', () => {
    const { container, rerender } = render(<StatsSheet open stats={null} rows={[]} {...noop} />);
    expect(screen.getByRole('dialog', { name: 'Your stats' })).toBeTruthy();
    expect(container.ownerDocument.querySelectorAll('.stats-tiles__tile--placeholder')).toHaveLength(4);
    rerender(<StatsSheet open stats={stats} rows={[]} {...noop} />);
    expect(container.ownerDocument.querySelectorAll('.stats-tiles__tile--placeholder')).toHaveLength(0);
    const tiles = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(tiles).toEqual([
      ['Current winstreak (days)', '2'],
      ['Longest winstreak (days)', '3'],
      ['Total win rate (%)', '75'],
      ['Average attempts', '4.5'],
    ]);
  });

  it('lists the days newest first, drawing only the rows in view plus the overscan', () => {
    const rows = history(400);
    render(<StatsSheet open stats={stats} rows={rows} {...noop} />);
    const list = screen.getByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    // 240 px / 40 px rows = 6 in view, and 10 more below.
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect(items.length).toBeLessThan(20);
    expect(items.slice(0, 3).map((li) => li.textContent)).toEqual(['2025-12-31', '2025-12-30', '2025-12-29']);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('400');
    const icon = (li: HTMLElement) => within(li).getByRole('img').getAttribute('aria-label');
    expect(items.slice(0, 3).map(icon)).toEqual(['Won', 'Not played', 'Lost']);
    expect((list.firstElementChild as HTMLElement).style.height).toBe(`${400 * 40}px`);
  });

  it('exports the code into a text box, a download and the clipboard', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_: Blob) => 'blob:progress');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<StatsSheet open stats={stats} rows={[]} {...noop} onExport={() => Promise.resolve('{"progress":1}')} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Progress code' })).value).toBe('{"progress":1}');
    const download = screen.getByRole('link', { name: 'Download file' });
    expect(download.getAttribute('href')).toBe('blob:progress');
    expect(download.getAttribute('download')).toBe('vibe-check-progress.json');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{"progress":1}');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('{"progress":1}');
    expect((await screen.findByRole('status')).textContent).toBe('Code copied');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("imports a pasted code and says 'Progress imported', or shows why it failed", async () => {
    const user = userEvent.setup();
    const onImport = vi.fn((text: string) => (text === 'good' ? Promise.resolve() : Promise.reject(new Error('This is not a Vibe Check progress code'))));
    render(<StatsSheet open stats={stats} rows={[]} {...noop} onImport={onImport} />);
    const importButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
    expect(importButton.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Paste a code' }), 'bad');
    await user.click(importButton);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This is not a Vibe Check progress code'));
    await user.clear(screen.getByRole('textbox', { name: 'Paste a code' }));
    await user.type(screen.getByRole('textbox', { name: 'Paste a code' }), 'good');
    await user.click(importButton);
    expect(onImport).toHaveBeenLastCalledWith('good');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Progress imported'));
  });

  it('imports a chosen file', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn(() => Promise.resolve());
    render(<StatsSheet open stats={stats} rows={[]} {...noop} onImport={onImport} />);
    await user.upload(screen.getByLabelText('Import a file'), new File(['{"from":"file"}'], 'vibe-check-progress.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Progress imported'));
    expect(onImport).toHaveBeenCalledWith('{"from":"file"}');
  });
});

describe("'How to play'", () => {
  it('explains the rules and the marks, with the example guess scored on the device', async () => {
    const evaluation: GuessEvaluation = {
      score: 0.82,
      input_tokens: [
        { token: 'the', score: 1, match: 'present' },
        { token: 'dog', score: 0.9, match: 'form' },
        { token: 'sleeping', score: 0.8, match: 'none' },
        { token: 'by', score: 1, match: 'present' },
        { token: 'fire', score: 1, match: 'placed' },
      ],
      result_tokens: [],
    };
    comparePhrases.mockResolvedValue([evaluation]);
    render(<HelpSheet open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'How to play' });
    expect(dialog.textContent).toContain('You have 9 attempts');
    expect(dialog.textContent).toContain('sandbox');
    expect(dialog.textContent).toContain('100% with a check: the phrase’s word, in this place.');
    expect(dialog.textContent).toContain('Another form of one of its words');
    expect(dialog.textContent).toContain('Scoring the example on your device…');
    const example = await within(dialog).findByRole('article', { name: 'Guess: the dog sleeping by fire' });
    expect(comparePhrases).toHaveBeenCalledWith('dogs asleep by the fire', ['the dog sleeping by fire']);
    const chips = within(example)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(chips).toEqual([
      'the, 100 percent, in the phrase, another place',
      'dog, 90 percent, another form of an answer word',
      'sleeping, 80 percent',
      'by, 100 percent, in the phrase, another place',
      'fire, 100 percent, right place',
      'Score 82%',
    ]);
  });
});
