import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The account-delete machine's graph paths replayed through /profile against the fake API: DELETE presses Delete
// Account, CONFIRM / CANCEL answer the confirmation, and the held DELETE remove-account is answered as the path's
// done (deleted: `[]`; refused: 203 with errors) / error events say.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { accountDeleteMachine, type RemoveAnswer } from '../../../machines/account-delete.machine.ts';
import { ProfilePage } from '../../../src/features/account/profile-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { accountDeletePaths } from '../../machines/account-delete.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { profileApi } from './account-fixtures.ts';

const REMOVE = 'DELETE /api/v1/customer/remove-account';

let api: FakeApi;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  api = profileApi();
  api.hold(REMOVE);
});

const confirm = () => screen.queryByRole('alertdialog', { name: 'Delete Account' });

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'DELETE':
      return user.click(screen.getByRole('button', { name: 'Delete Account' }));
    case 'CONFIRM':
      return user.click(within(confirm()!).getByRole('button', { name: 'Yes' }));
    case 'CANCEL':
      return user.click(within(confirm()!).getByRole('button', { name: 'No' }));
    case 'xstate.done.actor.removeAccount': {
      await waitFor(() => expect(api.waiting(REMOVE)).toBe(1));
      const output = event.output as RemoveAnswer;
      return act(async () =>
        api.release(
          REMOVE,
          output.deleted ? json([]) : json({ errors: [{ code: 'on-going', message: output.message }] }, 203),
        ),
      );
    }
    case 'xstate.error.actor.removeAccount':
      await waitFor(() => expect(api.waiting(REMOVE)).toBe(1));
      return act(async () => api.release(REMOVE, error(403, 'rate', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

async function expectState(
  state: string,
  event: EventObject & Record<string, any>,
  { router, queryClient }: { router: { state: { location: { pathname: string } } }; queryClient: QueryClient },
) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(confirm()).toBeNull());
      expect(localStorage.getItem('token')).toBe('token-abc');
      expect(router.state.location.pathname).toBe('/profile');
      if (event.type === 'xstate.done.actor.removeAccount')
        expect(await screen.findByText((event.output as { message: string }).message)).toBeInTheDocument();
      if (event.type === 'xstate.error.actor.removeAccount')
        expect(await screen.findByText((event.error as Error).message)).toBeInTheDocument();
      break;
    case 'confirming':
      expect(await screen.findByRole('alertdialog', { name: 'Delete Account' })).toHaveTextContent(
        'Are you sure you want to delete your account? This cannot be undone.',
      );
      break;
    case 'deleting':
      await waitFor(() => expect(api.waiting(REMOVE)).toBe(1));
      expect(within(confirm()!).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
      break;
    case 'deleted':
      // the session ends (token gone, the account's cart dropped) and the app goes to /
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(queryClient.getQueryData(['cart', 'list'])).toBeUndefined();
      expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('/profile Delete Account (account-delete paths replayed through the view)', () => {
  const paths = viewPaths(accountDeletePaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(accountDeletePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: accountDeleteMachine }, path);
      const rendered = await renderWithProviders(<p>home</p>, {
        route: '/profile',
        routes: [{ path: '/profile', element: <ProfilePage /> }],
      });
      await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 30_000 });
      rendered.queryClient.setQueryData(['cart', 'list'], [{ id: 1 }]);
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), step.event as EventObject & Record<string, any>, rendered);
      }
    },
    60_000,
  );
});
