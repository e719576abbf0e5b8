// The shell's logout starts on intent (src/features/shell/shell-flows.tsx): its statechart and confirmation are a
// chunk of their own, held back here until the test lets it arrive. A Logout chosen before then is not lost: the
// confirmation asks once the chunk is in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRoutes, renderShell, signedIn } from './shell-harness.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/shell/shell-flow-chunk.tsx', (importOriginal) => chunk.hold(importOriginal));

beforeEach(() => defaultRoutes());

describe('logout before its statechart is in', () => {
  it('asks to confirm the first Logout once the chunk arrives', async () => {
    await renderShell(signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demo, account menu' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog', { name: 'Logout' })).toBeNull();

    await chunk.arrive();
    expect(await screen.findByRole('alertdialog', { name: 'Logout' })).toBeInTheDocument();
  });
});
