import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The profile-edit machine's graph paths replayed through /profile against the fake API: SUBMIT fills Name and
// Email and presses Update Profile, RESET presses Reset (after a change when `dirty`), CONFIRM / CANCEL answer the
// reset confirmation, VERIFY types the code in the OTP dialog and presses Verify, RESEND / CLOSE its buttons; the held
// POST update-profile is answered as the path's done / error events say. After every step the screen declared
// below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { profileEditMachine, type ProfileAnswer } from '../../../machines/profile-edit.machine.ts';
import { ProfilePage } from '../../../src/features/account/profile-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { editedProfile, profileEditPaths } from '../../machines/profile-edit.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { demoProfile, multipartFields, PROFILE_UPDATE as UPDATE, profileApi } from './account-fixtures.ts';

let api: FakeApi;
let profile = demoProfile();

beforeEach(() => {
  // the OTP dialog's Resend code waits 60 s: the test moves the clock on (time also runs as usual)
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  profile = demoProfile();
  api = profileApi(() => profile);
  api.hold(UPDATE);
});
afterEach(() => vi.useRealTimers());

const otpDialog = () => screen.queryByRole('dialog', { name: 'OTP verification' });
const resetDialog = () => screen.queryByRole('alertdialog', { name: 'Reset' });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const lastBody = () => multipartFields(api.calls(UPDATE).at(-1)!.body);

async function retype(name: RegExp, value: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.clear(field(name));
  await user.type(field(name), value);
}

async function answer(output: ProfileAnswer | Error) {
  await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
  if (!(output instanceof Error)) {
    if (output.otp_send !== 1)
      profile = demoProfile({ f_name: 'Demo', l_name: 'Customer Jr', email: editedProfile.email });
    return act(async () => api.release(UPDATE, json(output)));
  }
  const otpRefused = output.message === 'OTP does not match';
  return act(async () =>
    api.release(UPDATE, otpRefused ? json({ message: output.message }, 404) : error(403, 'email', output.message)),
  );
}

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  switch (event.type) {
    case 'SUBMIT':
      await retype(/^Name/, event.values.name);
      await retype(/^Email/, event.values.email);
      return user.click(screen.getByRole('button', { name: 'Update Profile' }));
    case 'RESET':
      if (event.dirty) await user.type(field(/^Name/), ' X');
      return user.click(screen.getByRole('button', { name: 'Reset' }));
    case 'CONFIRM':
      return user.click(within(resetDialog()!).getByRole('button', { name: 'Yes' }));
    case 'CANCEL':
      return user.click(within(resetDialog()!).getByRole('button', { name: 'No' }));
    case 'VERIFY': {
      const boxes = within(otpDialog()!).getAllByRole('textbox', { name: /^Digit \d of 6$/ });
      await user.click(boxes[0]!);
      await user.keyboard(event.code);
      return user.click(within(otpDialog()!).getByRole('button', { name: 'Verify' }));
    }
    case 'RESEND':
      // locked for 60 s after a code goes out, with the countdown shown (as at sign-in)
      expect(within(otpDialog()!).getByText(/Resend code in \d+ s/)).toBeInTheDocument();
      expect(within(otpDialog()!).queryByRole('button', { name: 'Resend code' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      return user.click(within(otpDialog()!).getByRole('button', { name: 'Resend code' }));
    case 'CLOSE':
      return user.click(within(otpDialog()!).getByRole('button', { name: 'Close' }));
    case 'xstate.done.actor.updateProfile':
    case 'xstate.done.actor.sendCode':
      return answer(event.output as ProfileAnswer);
    case 'xstate.error.actor.updateProfile':
    case 'xstate.error.actor.sendCode':
      return answer(event.error as Error);
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** What each state shows (declared here, checked after every step). */
async function expectState(state: string, event: EventObject & Record<string, any>) {
  switch (state) {
    case 'editing': {
      await waitFor(() => expect(otpDialog()).toBeNull());
      await waitFor(() => expect(resetDialog()).toBeNull());
      expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
      if (event.type === 'xstate.error.actor.updateProfile') {
        // the server's message shows and the form keeps what was typed
        expect(await screen.findByText((event.error as Error).message)).toBeInTheDocument();
        expect(field(/^Email/).value).toBe(editedProfile.email);
      } else if (event.type.startsWith('xstate.done.actor')) {
        expect(await screen.findByText((event.output as ProfileAnswer).message)).toBeInTheDocument();
        // the profile is refetched: the card and the form show what was saved
        await waitFor(() => expect(field(/^Email/).value).toBe(editedProfile.email));
        expect(screen.getByText('Demo Customer Jr', { selector: 'p' })).toBeInTheDocument();
      } else if (event.type === 'CONFIRM' || (event.type === 'RESET' && !event.dirty)) {
        // reset: the form is back to the profile
        expect(field(/^Name/).value).toBe('Demo Customer');
      } else if (event.type === 'CANCEL') {
        expect(field(/^Name/).value).toBe('Demo Customer X');
      }
      break;
    }
    case 'confirmingReset':
      expect(await screen.findByRole('alertdialog', { name: 'Reset' })).toHaveTextContent(
        'Are you sure want to reset ?',
      );
      break;
    case 'submitting': {
      await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
      const body = lastBody();
      expect(body).toMatchObject({ name: editedProfile.name, email: editedProfile.email, phone: '+8801700000001' });
      expect(body).not.toHaveProperty('otp');
      expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
      break;
    }
    case 'otp.entering': {
      const d = await screen.findByRole('dialog', { name: 'OTP verification' });
      expect(d).toHaveTextContent(`We have sent a verification code to your email ${editedProfile.email}`);
      expect(d).toHaveTextContent('For demo purpose use otp 123456');
      expect(within(d).getByRole('button', { name: 'Verify' })).toBeDisabled();
      expect(within(d).queryByRole('alert')).toBeNull();
      break;
    }
    case 'otp.refused':
      expect(await within(otpDialog()!).findByRole('alert')).toHaveTextContent((event.error as Error).message);
      break;
    case 'sendingCode.verifying': {
      await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
      expect(lastBody()).toMatchObject({
        email: editedProfile.email,
        otp: '123456',
        verification_on: 'email',
        verification_medium: 'email',
      });
      expect(within(otpDialog()!).getByRole('button', { name: 'Verifying…' })).toBeDisabled();
      break;
    }
    case 'sendingCode.resending':
      await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
      expect(lastBody()).not.toHaveProperty('otp');
      // the lock starts again with the new code
      expect(within(otpDialog()!).getByText(/Resend code in \d+ s/)).toBeInTheDocument();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('/profile Edit Personal Details (profile-edit paths replayed through the view)', () => {
  const paths = viewPaths(profileEditPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(profileEditPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: profileEditMachine }, path);
      await renderWithProviders(<ProfilePage />, { route: '/profile' });
      await screen.findByRole('heading', { name: 'Edit Personal Details' }, { timeout: 30_000 });
      await waitFor(() => expect(field(/^Name/).value).toBe('Demo Customer'));
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), step.event as EventObject & Record<string, any>);
      }
    },
    60_000,
  );
});
