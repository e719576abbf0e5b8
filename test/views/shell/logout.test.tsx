import { defaultRoutes, renderShell, signedIn } from './shell-harness.tsx';
import { requestsTo, route } from '../../support/fake-api.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logoutEffects } from '../../../src/features/shell/logout.context.ts';
import { storageKeys } from '../../../src/session/storage.ts';
import { describePath, machineCoverage } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { logoutPaths } from '../../machines/logout.paths.ts';

// The pause before the revoke call: long enough that the check of 'waiting' right after the click on Yes still falls
// inside it on a loaded machine (250 ms did not at load average 15), short enough not to slow the paths through it.
const DELAY = 1000;
const TIMEOUT = 400;

/** A logout call the test answers when the path says so (done → 200, error → 500, timeout → never). */
function deferredLogout() {
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  route('POST /api/v1/auth/logout', () => new Promise((resolve) => (answer = resolve)));
  return {
    ok: () => answer({ status: 200, body: { message: 'Logged out' } }),
    fail: () => answer({ status: 500, body: { errors: [{ code: 'server', message: 'Server error' }] } }),
  };
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Logout' });

/** The UI of each logout state. */
async function expectState(
  state: string,
  opts: { afterLogout: boolean; router: { state: { location: { pathname: string } } } },
) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      if (opts.afterLogout) {
        expect(localStorage.getItem(storageKeys.token)).toBeNull();
        expect(await screen.findByText('Logout successful')).toBeInTheDocument();
        expect(opts.router.state.location.pathname).toBe('/home');
        expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      } else {
        expect(localStorage.getItem(storageKeys.token)).toBe('token-abc');
        expect(screen.getByRole('button', { name: 'Demo, account menu' })).toBeInTheDocument();
      }
      break;
    case 'confirming': {
      const d = await screen.findByRole('alertdialog', { name: 'Logout' });
      expect(d).toHaveTextContent('Are you sure you want to logout?');
      expect(within(d).getByRole('button', { name: 'Yes' })).toBeEnabled();
      break;
    }
    case 'waiting': {
      const d = dialog()!;
      expect(within(d).getByRole('button', { name: 'Yes' })).toBeDisabled();
      expect(requestsTo('POST /api/v1/auth/logout')).toHaveLength(0); // still within the pause (DELAY)
      expect(localStorage.getItem(storageKeys.token)).toBe('token-abc');
      break;
    }
    case 'revoking': {
      await waitFor(() => expect(requestsTo('POST /api/v1/auth/logout')).toHaveLength(1), { timeout: DELAY * 4 });
      expect(requestsTo('POST /api/v1/auth/logout')[0].headers.get('Authorization')).toBe('Bearer token-abc');
      expect(within(dialog()!).getByRole('button', { name: 'Yes' })).toBeDisabled();
      break;
    }
    default:
      throw new Error(`no UI assertion for ${state}`);
  }
}

describe('logout through the views (machine paths replayed)', () => {
  beforeEach(() => {
    defaultRoutes();
    logoutEffects.logoutDelay = DELAY;
    logoutEffects.revokeTimeout = TIMEOUT;
  });
  afterEach(() => {
    logoutEffects.logoutDelay = 500;
    logoutEffects.revokeTimeout = 4000;
  });

  const paths = viewPaths(logoutPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(logoutPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const server = deferredLogout();
    const { router } = await renderShell(signedIn);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Demo, account menu' });
    let afterLogout = false;
    for (const step of path.steps) {
      const type = step.event.type;
      if (type === 'LOGOUT') {
        await user.click(screen.getByRole('button', { name: 'Demo, account menu' }));
        const menu = await screen.findByRole('menu');
        // keys go to the menu only once it holds the focus (slow under load)
        await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
        await user.keyboard('{End}');
        await waitFor(
          () => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'),
          {
            timeout: 3000,
          },
        );
        await user.keyboard('{Enter}');
      } else if (type === 'CONFIRM') await user.click(within(dialog()!).getByRole('button', { name: 'Yes' }));
      else if (type === 'CANCEL') await user.click(within(dialog()!).getByRole('button', { name: 'No' }));
      else if (type.startsWith('xstate.after.logoutDelay')) {
        /* the pause elapses by itself */
      } else if (type === 'xstate.done.actor.revokeSession') {
        server.ok();
        afterLogout = true;
      } else if (type === 'xstate.error.actor.revokeSession') {
        server.fail();
        afterLogout = true;
      } else if (type.startsWith('xstate.after.revokeTimeout')) {
        afterLogout = true; // the server never answers: the timeout ends the session
      } else if (type !== 'xstate.init') throw new Error(`no user action for ${type}`);
      await expectState(String(step.state.value), { afterLogout, router });
    }
  });

  it('from the mobile drawer: Logout asks first, then signs out', async () => {
    await renderShell(signedIn);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expectState('confirming', { afterLogout: false, router: { state: { location: { pathname: '/home' } } } });
    await user.click(within(dialog()!).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull());
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
  });

  it('goes to / when logging out from the landing page', async () => {
    const { router } = await renderShell(signedIn, { route: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demo, account menu' }));
    const menu = await screen.findByRole('menu');
    // keys go to the menu only once it holds the focus (slow under load)
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'), {
      timeout: 3000,
    });
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
