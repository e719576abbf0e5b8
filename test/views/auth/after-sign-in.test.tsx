// Where the app goes once the auth dialog signs the customer in (spec part 1 §4): the dialog closes on the page it
// was opened on, except on the password-recovery page (→ /home) and after a sign-up (→ /interest or /home).
import { resetFakeApi, route } from '../../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { storageKeys, write } from '../../../src/session/storage.ts';
import { responses } from '../../machines/auth-fixtures.ts';
import { configWith, renderAuth } from './auth-harness.tsx';

const signedIn = responses.signedIn;

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
  await user.type(dialog.getByLabelText(/Email or phone/), 'demo@sixam.market');
  await user.type(dialog.getByLabelText(/^Password/), '12345678');
  await user.click(dialog.getByRole('button', { name: 'Sign In' }));
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign up' }));
  await user.type(dialog.getByLabelText(/^Name/), 'Jane Doe');
  await user.type(dialog.getByLabelText(/^Email/), 'jane@example.com');
  await user.type(dialog.getByLabelText(/^Phone/), '1711111111');
  await user.type(dialog.getByLabelText(/^Password/), 'secret12');
  await user.type(dialog.getByLabelText(/^Confirm password/), 'secret12');
  await user.click(dialog.getByRole('checkbox', { name: /Terms and conditions/ }));
  await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
}

describe('after the auth dialog signs in', () => {
  beforeEach(() => {
    act(() => toast.remove()); // toasts live in a module-level store that outlives a test's render
    resetFakeApi();
    route('POST /api/v1/auth/login', { body: signedIn });
    route('POST /api/v1/auth/sign-up', { body: signedIn });
  });

  it('on the password-recovery page, a sign-in goes on to /home', async () => {
    const user = userEvent.setup();
    const { router } = await renderAuth({ route: '/forgot-password?auth=sign-in', config: configWith() });
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
  });

  it('on any other page, a sign-in closes the dialog and stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = await renderAuth({ route: '/?auth=sign-in', config: configWith() });
    await signIn(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('a sign-up with a zone and a (non-parcel) module stored goes on to /interest', async () => {
    write(storageKeys.zoneId, '[1]');
    write(storageKeys.module, { id: 1, module_name: 'Grocery', module_type: 'grocery' });
    const user = userEvent.setup();
    const { router } = await renderAuth({ route: '/forgot-password?auth=sign-up', config: configWith() });
    await signUp(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/interest'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
