// Focus never falls to <body> (issue 65): after the sign-in dialog closes, Sign in is gone (the account menu took its
// place), and the focus goes to the account menu; a card's Add turning into its stepper under the focus keeps it on
// the stepper. Without a place the focus starts again from the document's top for a keyboard or screen-reader user.
import { route } from '../../support/fake-api.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthDialogHost } from '../../../src/features/auth/auth-dialog-host.tsx';
import { KEEPS_FOCUS, useKeepFocus } from '../../../src/ui/use-keep-focus.ts';
import { responses } from '../../machines/auth-fixtures.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { defaultRoutes, seedSession, ShellHarness } from './shell-harness.tsx';

await import('../../../src/features/auth/auth-dialog.tsx');

describe('the focus after a dialog or a card changes under it', () => {
  it('after signing in from the navbar, the focus is on the account menu that replaced Sign in', async () => {
    defaultRoutes();
    route('POST /api/v1/auth/login', { body: responses.signedIn });
    seedSession({ location: '12 Harbour Road, Dhaka', zoneId: '[1]' });
    localStorage.removeItem('token');
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ShellHarness>
          <h1>Grocery home</h1>
        </ShellHarness>
        <AuthDialogHost />
      </>,
      { route: '/home' },
    );
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    await user.type(dialog.getByLabelText(/Email or phone/), 'demo@sixam.market');
    await user.type(dialog.getByLabelText(/^Password/), '12345678');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const menu = await screen.findByRole('button', { name: /Demo/ });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it("a control replaced under the focus hands it to its box's marked control, not to <body>", async () => {
    const user = userEvent.setup();
    const swap = await renderSwapping(
      <button {...KEEPS_FOCUS}>Add</button>,
      <div role="group" aria-label="Quantity">
        <button>Decrease</button>
        <button {...KEEPS_FOCUS}>Increase</button>
      </div>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    act(() => swap());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Decrease' })).toHaveFocus();
  });

  it('focus that left the box by itself stays where it went', async () => {
    const user = userEvent.setup();
    const swap = await renderSwapping(<button>Add</button>, <button {...KEEPS_FOCUS}>Increase</button>);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    act(() => swap());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
  });
});

/** A link, a `useKeepFocus` box showing `before` until the returned swap shows `after` in its place, and a link. */
async function renderSwapping(before: ReactNode, after: ReactNode) {
  let swap = () => {};
  function Box() {
    const box = useRef<HTMLDivElement>(null);
    const [swapped, setSwapped] = useState(false);
    swap = () => setSwapped(true);
    useKeepFocus(box);
    return <div ref={box}>{swapped ? after : before}</div>;
  }
  await renderWithProviders(
    <>
      <a href="#before">Before</a>
      <Box />
      <a href="#after">After</a>
    </>,
  );
  return () => swap();
}
