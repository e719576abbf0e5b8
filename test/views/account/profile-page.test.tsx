import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /profile beyond the statecharts: the guest gate, ?page=wallet / inbox (its tab), the profile card's config gates, the form's
// validation messages word for word (en and ar), the phone input, the photo rules and the server's error list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/account/profile-page.tsx';
import { FakeApi, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { accountConfig, demoProfile, multipartFields } from './account-fixtures.ts';

const UPDATE = 'POST /api/v1/customer/update-profile';
let api: FakeApi;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  api = new FakeApi()
    .on('GET /api/v1/config', json(accountConfig()))
    .on('GET /api/v1/customer/info', json(demoProfile()))
    .on(UPDATE, json({ message: 'Profile updated successfully' }));
});

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function openProfile(route = '/profile', language: 'en' | 'ar' = 'en') {
  const rendered = await renderWithProviders(<p>elsewhere</p>, {
    route,
    language,
    routes: [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/wallet', element: <p>wallet page</p> },
    ],
  });
  return rendered;
}

async function formReady() {
  await waitFor(() => expect(field(/^Name/).value).toBe('Demo Customer'), { timeout: 30_000 });
}

describe('/profile', () => {
  it('asks a guest to sign in and calls nothing of the account', async () => {
    localStorage.removeItem('token');
    await openProfile();
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('You must be login to access this page.');
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/profile?auth=sign-in');
    expect(api.calls('GET /api/v1/customer/info')).toEqual([]);
  });

  it('?page=wallet (the wallet payment return) goes on to /wallet with the other parameters', async () => {
    const { router } = await openProfile('/profile?page=wallet&flag=success&token=abc');
    await screen.findByText('wallet page');
    expect(router.state.location.pathname).toBe('/wallet');
    expect(router.state.location.search).toBe('?flag=success&token=abc');
  });

  it('?page=inbox shows the inbox tab (test/views/account/inbox.test.tsx), not the profile form', async () => {
    api.on('GET /api/v1/customer/message/list', json({ total_size: 0, limit: 20, offset: 1, conversations: [] }));
    await openProfile('/profile?page=inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Personal Details' })).toBeNull();
  });

  it('Go Back goes to /home when the profile was the first page opened', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile();
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('the card shows verified marks, member days, orders, and the wallet and points only when config has them on', async () => {
    await openProfile();
    const card = await screen.findByRole('region', { name: 'Profile' }, { timeout: 30_000 });
    expect(card).toHaveTextContent('+8801700000001 ✓ Verified');
    expect(card).toHaveTextContent('demo@sixam.market ✓ Verified');
    expect(card).toHaveTextContent('Member since 12 days');
    expect(card).toHaveTextContent('3 orders');
    expect(card).toHaveTextContent('Wallet balance$245.50');
    expect(card).toHaveTextContent('Loyalty points1250');
  });

  it('hides the wallet and the points when they are off; an unverified email says so', async () => {
    api
      .on('GET /api/v1/config', json(accountConfig({ customer_wallet_status: 0, loyalty_point_status: 0 })))
      .on('GET /api/v1/customer/info', json(demoProfile({ is_email_verified: 0 })));
    await openProfile();
    const card = await screen.findByRole('region', { name: 'Profile' }, { timeout: 30_000 });
    await waitFor(() => expect(card).toHaveTextContent('demo@sixam.market Not verified'));
    expect(card).not.toHaveTextContent('Wallet balance');
    expect(card).not.toHaveTextContent('Loyalty points');
  });

  it("shows the spec's validation messages word for word and sends nothing", async () => {
    const user = userEvent.setup();
    api.on('GET /api/v1/customer/info', json(demoProfile({ is_phone_verified: 0 })));
    await openProfile();
    await formReady();
    await user.clear(field(/^Name/));
    await user.clear(field(/^Phone/));
    await user.clear(field(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('phone number required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(field(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), `${'a'.repeat(250)}@x.com`);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Email must be at most 255 characters')).toBeInTheDocument();
    expect(api.calls(UPDATE)).toEqual([]);
  });

  it('in Arabic the form and its messages are Arabic', async () => {
    const user = userEvent.setup();
    await openProfile('/profile', 'ar');
    await screen.findByRole('heading', { name: 'تعديل البيانات الشخصية' }, { timeout: 30_000 });
    await waitFor(() => expect(field(/^الاسم/).value).toBe('Demo Customer'));
    await user.clear(field(/^الاسم/));
    await user.click(screen.getByRole('button', { name: 'تحديث الملف الشخصي' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeInTheDocument();
  });

  it('the phone keeps only digits and a leading +; a verified phone cannot be changed', async () => {
    const user = userEvent.setup();
    api.on('GET /api/v1/customer/info', json(demoProfile({ is_phone_verified: 0 })));
    const first = await openProfile();
    await formReady();
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+88a017-00 0+1');
    expect(field(/^Phone/).value).toBe('+880170001');
    first.unmount();

    api.on('GET /api/v1/customer/info', json(demoProfile()));
    await openProfile();
    await formReady();
    expect(field(/^Phone/)).toHaveAttribute('readonly');
    expect(screen.getByText('A verified phone number cannot be changed.')).toBeInTheDocument();
  });

  it('password and confirm show only when manual login is on, and must match; a new one asks for the current one', async () => {
    const user = userEvent.setup();
    const first = await openProfile();
    await formReady();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
    expect(multipartFields(api.calls(UPDATE)[0]!.body)).toMatchObject({
      password: 'secret12',
      current_password: 'old-secret',
      button_type: 'update',
    });
    // saved: the passwords leave the screen
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    first.unmount();

    api.on('GET /api/v1/config', json(accountConfig({ centralize_login: { manual_login_status: 0 } })));
    await openProfile();
    await formReady();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
  });

  it("refuses webp and pdf photos with the spec's alert, a photo over 2 MB too, and sends a png as `image`", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openProfile();
    await formReady();
    const upload = screen.getByLabelText('Upload a photo');
    for (const file of [
      new File(['x'], 'me.webp', { type: 'image/webp' }),
      new File(['x'], 'me.avif', { type: 'image/avif' }),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    ]) {
      await user.upload(upload, file);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
      );
    }
    await user.upload(upload, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 2 MB.');
    await user.upload(upload, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
    expect(multipartFields(api.calls(UPDATE)[0]!.body)).toMatchObject({
      image: 'file:image/png',
      name: 'Demo Customer',
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it("shows each message of the server's errors list, and the form keeps its data", async () => {
    const user = userEvent.setup();
    api.on(
      UPDATE,
      json(
        {
          errors: [
            { code: 'email', message: 'The email has already been taken.' },
            { code: 'phone', message: 'The phone has already been taken.' },
          ],
        },
        403,
      ),
    );
    await openProfile();
    await formReady();
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'karim@sixam.market');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The phone has already been taken.')).toBeInTheDocument();
    expect(field(/^Email/).value).toBe('karim@sixam.market');
  });
});
