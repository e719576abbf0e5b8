// The forgot-password statechart's graph paths replayed through /forgot-password (and the recovery error screen).
import { resetFakeApi, route } from '../../support/fake-api.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { forgotPasswordPaths } from '../../machines/forgot-password.paths.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { recoveryConfig, recoveryEndpoints, renderAuth } from './auth-harness.tsx';
import { preloadRecoverySteps } from '../../../src/features/auth/forgot-password-flow.tsx';

type Snap = SnapshotFrom<typeof forgotPasswordMachine>;
const endpointOf = recoveryEndpoints;
const queue: { endpoint: string; status: number; body: unknown }[] = [];
const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

function expectScreen(s: Snap) {
  const v = stateKey(s);
  if (v === 'unavailable') {
    expect(screen.getByRole('heading', { name: 'Sorry, Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please try again after some time or Contact with our support team.')).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /Help & Support/ });
    expect(help).toHaveAttribute('href', '/help-and-support');
    expect(help).toHaveAttribute('target', '_blank');
    return;
  }
  if (v === 'done') {
    expect(screen.getAllByText('Password changed successfully.').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument(); // then close: sign in again
    return;
  }
  const heading = ['request', 'sendingCode.requesting'].includes(v)
    ? 'Request code'
    : ['reset', 'resetting'].includes(v)
      ? 'Set a new password'
      : 'Verify code';
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]') !== null).toBe(
    ['sendingCode.requesting', 'sendingCode.resending', 'verifying', 'resetting'].includes(v),
  );
  if (v === 'request') {
    const both = s.context.settings.phoneVerification && s.context.settings.emailVerification;
    expect(screen.queryByRole('radio', { name: 'Phone' }) !== null).toBe(both);
    if (both)
      expect(screen.getByRole('radio', { name: s.context.method === 'phone' ? 'Phone' : 'Email' })).toBeChecked();
    expect(screen.queryByLabelText(/Phone number/) !== null).toBe(s.context.method === 'phone');
  }
  if (s.context.error && !['sendingCode.requesting', 'sendingCode.resending', 'verifying', 'resetting'].includes(v))
    expect(screen.getAllByText(s.context.error).length).toBeGreaterThan(0);
}

async function perform(
  user: ReturnType<typeof userEvent.setup>,
  event: EventObject & Record<string, any>,
  rendered: Awaited<ReturnType<typeof renderAuth>>,
  before: Snap,
) {
  const main = within(document.body);
  switch (event.type) {
    case 'CONFIGURE':
      return act(() => rendered.queryClient.setQueryData(['config'], recoveryConfig(event.settings)));
    case 'CHOOSE_METHOD':
      // Offered only when both verifications are on (otherwise the machine's guard ignores it too).
      if (!main.queryByRole('radio', { name: 'Phone' })) return;
      return user.click(main.getByRole('radio', { name: event.method === 'phone' ? 'Phone' : 'Email' }));
    case 'SUBMIT_CONTACT': {
      if (event.phone !== undefined) {
        const input = main.getByLabelText(/Phone number/);
        await user.clear(input);
        if (event.phone) await user.type(input, event.phone.replace('+880', ''));
      } else {
        const input = main.getByRole('textbox', { name: /Email/ });
        await user.clear(input);
        await user.type(input, event.email);
      }
      return user.click(main.getByRole('button', { name: 'Send code' }));
    }
    case 'VERIFY_CODE': {
      // As many boxes as the backend's codes have digits (6; 4 from older backends).
      const length = before.context.settings.codeLength;
      const boxes = main.getAllByRole('textbox', { name: new RegExp(`Digit \\d of ${length}$`) });
      expect(boxes).toHaveLength(length);
      for (const b of boxes) await user.clear(b);
      await user.click(boxes[0]);
      // A longer code does not fit the boxes: the customer has typed one digit too few of it.
      await user.keyboard(event.code.length > length ? event.code.slice(0, length - 1) : event.code);
      return user.click(main.getByRole('button', { name: 'Verify' }));
    }
    case 'RESEND_CODE':
      expect(main.getByText(/Resend code in \d+ s/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      return user.click(main.getByRole('button', { name: 'Resend code' }));
    case 'CHANGE_CONTACT':
      return user.click(main.getByRole('button', { name: 'Change' }));
    case 'SUBMIT_PASSWORD':
      await user.type(main.getByLabelText(/^New password/, { selector: 'input' }), event.password);
      await user.type(main.getByLabelText(/^Confirm password/), event.confirm_password);
      return user.click(main.getByRole('button', { name: 'Reset password' }));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

// The code and new-password steps are chunks of their own (loaded when the browser is idle on the first step); the
// paths replay the statechart on the loaded steps.
beforeAll(() => preloadRecoverySteps());
describe('forgot-password page replays every forgot-password statechart path', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetFakeApi();
    queue.length = 0;
    for (const endpoint of new Set(Object.values(endpointOf)))
      route(endpoint, () => {
        const next = queue.shift();
        if (!next) return new Promise(() => {});
        expect(next.endpoint).toBe(endpoint);
        return { status: next.status, body: next.body };
      });
  });
  afterEach(() => vi.useRealTimers());

  const paths = viewPaths(forgotPasswordPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(forgotPasswordPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const rendered = await renderAuth({
      route: '/forgot-password',
      config: recoveryConfig(
        (
          forgotPasswordPaths.input as {
            settings: { phoneVerification: boolean; emailVerification: boolean; codeLength: number };
          }
        ).settings,
      ),
    });
    await screen.findByRole('heading', { name: 'Forgot password' });
    const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
    for (let i = 0; i < steps.length; i++) {
      let last = i;
      while (last + 1 < steps.length && actorEvent.test(steps[last + 1].event.type)) last++;
      for (const s of steps.slice(i + 1, last + 1)) {
        const [, kind, actor] = actorEvent.exec(s.event.type)!;
        const e = s.event as any;
        queue.push(
          kind === 'done'
            ? { endpoint: endpointOf[actor], status: 200, body: e.output }
            : {
                endpoint: endpointOf[actor],
                status: actor === 'verifyCode' ? 400 : 405,
                body: { errors: [{ code: e.error.code, message: e.error.message }] },
              },
        );
      }
      const before = (i === 0 ? path.steps[0].state : steps[i - 1].state) as Snap;
      await perform(user, steps[i].event as never, rendered, before);
      await waitFor(() => expectScreen(steps[last].state as Snap));
      expect(queue).toEqual([]);
      i = last;
    }
  });
});
