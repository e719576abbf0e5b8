// The auth statechart's graph paths replayed through the real dialog: every event is a user action (or the
// fake server's answer to the call the action made), and after each step the dialog shows that state's screen.
import { answer, answerQueue, endpointLog, installQueuedAuthApi } from './queued-auth-api.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { viewPaths } from '../../support/covering-paths.ts';
import { authPaths } from '../../machines/auth.paths.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import type { AuthContext } from '../../../machines/auth.machine.ts';
import type { AuthSnapshot } from '../../../src/features/auth/auth-steps.ts';
import { configWith, renderAuth } from './auth-harness.tsx';

/** What the dialog shows in each state: its title (the accessible name), busy or not, the OTP step's texts. */
interface Screen {
  title: string | ((c: AuthContext) => string);
  busy: boolean;
  otp?: true;
}
const form = (c: AuthContext) => (c.flow === 'signUp' ? 'Sign up' : 'Sign in');
const info = (c: AuthContext) => (c.loginType === 'social' ? 'Just one step away!' : 'Personal information');
const otpScreen = (busy: boolean): Screen => ({ title: 'OTP verification', busy, otp: true });
const screens: Record<string, Screen> = {
  signIn: { title: 'Sign in', busy: false },
  signUp: { title: 'Sign up', busy: false },
  signingIn: { title: 'Sign in', busy: true },
  signingUp: { title: 'Sign up', busy: true },
  sendingLoginOtp: { title: 'Sign in', busy: true },
  sendingFirebaseCode: { title: form, busy: true },
  'otp.entering': otpScreen(false),
  'otp.verifying': otpScreen(true),
  'otp.resending': otpScreen(true),
  socialProvider: { title: 'Sign in', busy: true },
  'socialSigningIn.withCredential': { title: 'Sign in', busy: true },
  phoneModal: { title: 'Add your phone number', busy: false },
  'socialSigningIn.withPhone': { title: 'Add your phone number', busy: true },
  userInfo: { title: info, busy: false },
  updatingInfo: { title: info, busy: true },
  isExistUser: { title: 'Is It You?', busy: false },
  confirmingExisting: { title: 'Is It You?', busy: true },
};

/**
 * The HTTP calls each invoked actor may make (the endpoint depends on settings for a few; a code is checked and
 * sent again by the service that sent it: the phone-authentication service, the OTP login or the server's code).
 */
const endpoints: Record<string, string[]> = {
  manualLogin: ['POST /api/v1/auth/login'],
  sendLoginOtp: ['POST /api/v1/auth/login'],
  socialLogin: ['POST /api/v1/auth/login'],
  confirmExisting: [
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/firebase-verify-token',
    'POST /api/v1/auth/verify-phone',
  ],
  signUp: ['POST /api/v1/auth/sign-up'],
  sendFirebaseCode: ['POST /api/v1/demo/firebase/send-code'],
  verifyOtp: ['POST /api/v1/auth/login', 'POST /api/v1/auth/verify-phone', 'POST /api/v1/auth/firebase-verify-token'],
  resendOtp: ['POST /api/v1/demo/firebase/send-code', 'POST /api/v1/auth/login', 'POST /api/v1/auth/resend-otp'],
  socialProvider: ['POST /api/v1/demo/social/token'],
  updateInfo: ['POST /api/v1/auth/update-info'],
};

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

function answerFor(event: EventObject & { output?: unknown; error?: unknown }) {
  const [, kind, actor] = actorEvent.exec(event.type)!;
  if (kind === 'error') {
    const e = event.error as Error & { code?: string };
    return { actor, status: 403, body: { errors: [{ code: e.code ?? 'error', message: e.message }] } };
  }
  const output = event.output as Record<string, unknown>;
  const body = actor === 'socialProvider' ? { ...output, name: null } : output;
  return { actor, status: 200, body };
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());

async function retype(user: User, label: string | RegExp, value: string) {
  const input = inDialog().getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

async function perform(
  user: User,
  event: EventObject & Record<string, any>,
  before: AuthSnapshot,
  rendered: Awaited<ReturnType<typeof renderAuth>>,
) {
  const d = inDialog;
  switch (event.type) {
    case 'OPEN':
      if (event.flow === before.context.flow) return; // the URL already shows that form: nothing to do
      return user.click(d().getByRole('button', { name: event.flow === 'signUp' ? 'Sign Up' : 'Sign In' }));
    case 'CONFIGURE':
      act(() =>
        rendered.queryClient.setQueryData(
          ['config'],
          // A backend whose codes have 4 digits publishes a 4-digit demo code (the dialog reads the length from it).
          configWith({
            firebase_otp_verification: event.settings.firebaseOtp ? 1 : 0,
            demo_otp: event.settings.otpLength === 4 ? '1234' : '123456',
          }),
        ),
      );
      // React Query notifies its observers on a timer: let the dialog see the new config before going on.
      return act(() => vi.advanceTimersByTimeAsync(10));
    case 'SUBMIT_SIGN_IN':
      await retype(user, /Email or phone/, event.credentials.email_or_phone);
      await retype(user, /^Password/, event.credentials.password);
      return user.click(d().getByRole('button', { name: 'Sign In' }));
    case 'REQUEST_LOGIN_OTP': {
      const toOtp = d().queryByRole('button', { name: 'Sign in with OTP' });
      if (toOtp) await user.click(toOtp);
      await retype(user, /Phone number/, event.phone.replace('+880', ''));
      return user.click(d().getByRole('button', { name: 'Get OTP' }));
    }
    case 'SOCIAL_SIGN_IN': {
      // "Sign in with OTP" shows the OTP form only: go back to all methods first.
      const back = d().queryByRole('button', { name: 'Sign in with password' });
      if (back) await user.click(back);
      return user.click(d().getByRole('button', { name: 'Continue with Google' }));
    }
    case 'SUBMIT_SIGN_UP': {
      const v = event.details;
      await retype(user, /^Name/, v.name);
      await retype(user, /^Email/, v.email);
      await retype(user, /^Phone/, v.phone.replace('+880', ''));
      await retype(user, /^Password/, v.password);
      await retype(user, /^Confirm password/, v.confirm_password);
      const terms = d().getByRole('checkbox', { name: /Terms and conditions/ });
      if (!(terms as HTMLInputElement).checked) await user.click(terms);
      return user.click(d().getByRole('button', { name: 'Sign Up' }));
    }
    case 'VERIFY_OTP': {
      // As many boxes as the backend's codes have digits (6; 4 from older backends).
      const length = before.context.settings.otpLength;
      const boxes = d().getAllByRole('textbox', { name: new RegExp(`Digit \\d of ${length}$`) });
      expect(boxes).toHaveLength(length);
      await user.click(boxes[0]);
      // A longer code does not fit the boxes: the customer has typed one digit too few of it.
      await user.keyboard(event.otp.length > length ? event.otp.slice(0, length - 1) : event.otp);
      const verify = d().getByRole('button', { name: 'Verify' });
      if (event.otp.length !== length) {
        expect(verify).toBeDisabled(); // Verify is enabled only with exactly 6 digits (the backend's length)
        for (const box of boxes) await user.clear(box);
        return;
      }
      expect(verify).toBeEnabled();
      return user.click(verify);
    }
    case 'RESEND_OTP':
      expect(d().getByText(/Resend code in \d+ s/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      return user.click(d().getByRole('button', { name: 'Resend code' }));
    case 'BACK':
      return user.click(d().getByRole('button', { name: 'Back to sign in' }));
    case 'CLOSE':
      return user.click(d().getByRole('button', { name: 'Close' }));
    case 'SUBMIT_PHONE':
      await retype(user, /Phone number/, event.phone.replace('+880', ''));
      return user.click(d().getByRole('button', { name: 'Continue' }));
    case 'SUBMIT_INFO':
      await retype(user, /^Name/, event.info.name);
      return user.click(d().getByRole('button', { name: 'Done' }));
    case 'CONFIRM_EXISTING':
      return user.click(d().getByRole('button', { name: 'Yes' }));
    case 'REJECT_EXISTING':
      return user.click(d().getByRole('button', { name: 'No' }));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

function expectScreen(s: AuthSnapshot, pathname: string) {
  if (s.status === 'done') {
    expect(screen.queryByRole('dialog')).toBeNull();
    if (s.value === 'signedIn') {
      expect(localStorage.getItem('token')).toBe(s.context.response?.token);
      expect(
        screen.getByText(s.context.flow === 'signUp' ? 'Signup successfully.' : 'Logged in successfully.'),
      ).toBeInTheDocument();
      // The dialog opens on / with no zone stored: a sign-up goes on to /home, a sign-in stays on the page.
      expect(pathname).toBe(s.context.flow === 'signUp' ? '/home' : '/');
    } else {
      expect(localStorage.getItem('token')).toBeNull();
      expect(pathname).toBe('/');
    }
    return;
  }
  const expected = screens[stateKey(s)];
  expect(expected, `no screen declared for ${stateKey(s)}`).toBeDefined();
  const title = typeof expected.title === 'string' ? expected.title : expected.title(s.context);
  expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  expect(dialog().querySelector('[aria-busy="true"]') !== null).toBe(expected.busy);
  if (expected.otp) {
    const target = s.context.channel === 'email' ? s.context.email : s.context.phone;
    expect(within(dialog()).getByText(`We have sent a verification code to ${target}`)).toBeInTheDocument();
    const demo = s.context.settings.otpLength === 4 ? '1234' : '123456';
    expect(within(dialog()).getByText(`For demo purpose use otp ${demo}`)).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('textbox', { name: /^Digit \d of/ })).toHaveLength(
      s.context.settings.otpLength,
    );
  }
  if (s.context.error && !expected.busy) expect(screen.getAllByText(s.context.error).length).toBeGreaterThan(0); // the server's message (toast)
}

describe('auth dialog replays every auth statechart path', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installQueuedAuthApi();
  });
  afterEach(() => vi.useRealTimers());

  const paths = viewPaths(authPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(authPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const rendered = await renderAuth({ config: configWith({ firebase_otp_verification: 0 }) });
    await screen.findByRole('dialog', { name: 'Sign in' });
    const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
    let before = path.steps[0].state as AuthSnapshot;
    for (let i = 0; i < steps.length; i++) {
      const event = steps[i].event;
      // The server answers of the calls this action starts (the following done/error events), in order.
      let last = i;
      while (last + 1 < steps.length && actorEvent.test(steps[last + 1].event.type)) last++;
      await perform(user, event, before, rendered);
      answer(...steps.slice(i + 1, last + 1).map((s) => answerFor(s.event as never)));
      const after = steps[last].state as AuthSnapshot;
      await waitFor(() => expectScreen(after, rendered.router.state.location.pathname));
      expect(answerQueue).toEqual([]); // every answered call was made
      before = after;
      i = last;
    }
    for (const { actor, endpoint } of endpointLog)
      expect(endpoints[actor], `${actor} called ${endpoint}`).toContain(endpoint);
  });
});
