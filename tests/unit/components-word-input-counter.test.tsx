// @vitest-environment jsdom
// The 'n / 256' counter. Five slots of at most 34 characters make at most 174, so the spec's
// 200-character threshold is never reached by typing: the threshold is lowered here to see
// the counter come and go as the rule says.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { WordInput } from '../../src/components/WordInput.tsx';

vi.mock('../../src/game/constants.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/game/constants.ts')>()),
  PHRASE_COUNTER_FROM: 20,
}));

afterEach(cleanup);

it("shows 'n / 256' once the phrase is longer than the threshold, and hides it again below", async () => {
  render(<WordInput disabled={false} pending={false} sandbox onSubmit={() => {}} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Word 1' }));
  await user.keyboard('twenty chars exactly');
  expect(screen.queryByText(/\/ 256/)).toBeNull();
  await user.keyboard('!');
  expect(screen.getByText('21 / 256')).toBeTruthy();
  await user.keyboard('{Backspace}');
  expect(screen.queryByText(/\/ 256/)).toBeNull();
});
