// The navbar's Chat and Notifications for a signed-in customer, with the chat followed live, are a chunk of their own
// (src/features/shell/signed-in-buttons.tsx), held back here until the test lets it arrive: the very first press of
// Chat opens the inbox before it is in, and once it is the count of unread messages shows.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hold, route } from '../../support/fake-api.ts';
import { defaultRoutes, renderShell, signedIn } from './shell-harness.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/shell/signed-in-buttons.tsx', (importOriginal) => chunk.hold(importOriginal));

const unread = {
  id: 1,
  sender_type: 'customer',
  receiver_type: 'vendor',
  unread_message_count: 2,
  last_message_time: '2026-11-22T10:00:00Z',
};

beforeEach(() => {
  defaultRoutes();
  route('GET /api/v1/customer/message/list', {
    body: { total_size: 1, limit: 20, offset: 1, conversations: [unread] },
  });
  route('GET /api/v1/customer/notifications', { body: [] });
  hold('GET /api/v1/customer/message/stream');
});

describe('the navbar’s chat before its chunk is in', () => {
  it('opens the inbox on the first press of Chat, and counts the unread messages once the chunk arrives', async () => {
    const { router } = await renderShell(signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Chat' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?page=inbox');

    await chunk.arrive();
    expect(await within(nav).findByRole('button', { name: 'Chat, 2 unread' })).toBeInTheDocument();
  });
});
