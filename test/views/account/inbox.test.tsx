import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The inbox and the notifications beyond the conversation chart's paths (test/views/account/conversation-paths.test.tsx):
// the conversation list (the other party, "You: …", unread counts in the link's name, search, empty and failed
// states), a conversation's bubbles (own ones marked, text shown as text, days, images in a viewer, Enter sends,
// Shift+Enter a new line, Arabic), the notifications tab (New until seen, the order's link, the bell's count), the
// entry points (signed-in only) and the delivery man's review on a delivered order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, MessagePage } from '../../../machines/conversation.machine.ts';
import { ProfilePage } from '../../../src/features/account/profile-page.tsx';
import { HelpAndSupportPage } from '../../../src/features/parcel/help-and-support-page.tsx';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { lines, makeOrder } from '../orders/order-fixtures.ts';
import { SignedInButtons } from '../../../src/features/shell/signed-in-buttons.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { CUSTOMER, message, page } from '../../machines/conversation.paths.ts';
import {
  inboxApi,
  MESSAGE_DETAILS as DETAILS,
  MESSAGE_LIST as LIST,
  MESSAGE_SEND as SEND,
} from './account-fixtures.ts';

const SEARCH = 'GET /api/v1/customer/message/search-list';
const NOTIFICATIONS = 'GET /api/v1/customer/notifications';

let api: FakeApi;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Yesterday at `hour` o'clock, local time. */
const yesterdayAt = (hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};
const at = (m: ChatMessage, iso: string): ChatMessage => ({ ...m, created_at: iso, updated_at: iso });

/** A conversation of the list with Fresh Basket (vendor 2): its last message and unread count. */
const listed = (last: ChatMessage, unread: number) => ({
  ...page([last], 1).conversation!,
  unread_message_count: unread,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  localStorage.setItem('zoneid', '[1]');
  api = inboxApi().on(NOTIFICATIONS, json([]));
});

async function open(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithProviders(<p>elsewhere</p>, {
    route,
    language,
    routes: [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/help-and-support', element: <HelpAndSupportPage /> },
      { path: '/my-orders/:orderId', element: <OrderDetailsPage /> },
    ],
  });
}

describe('the conversation list', () => {
  it('shows the other party, the last message ("You: …" for the customer’s own), its time and the unread count', async () => {
    api.on(
      LIST,
      json({
        total_size: 2,
        limit: 20,
        offset: 1,
        conversations: [
          listed(at(message(7, 'On their way!'), hoursAgo(0)), 2),
          { ...listed(at(message(4, 'Thanks', CUSTOMER), hoursAgo(30)), 0), id: 6 },
        ],
      }),
    );
    await open('/profile?page=inbox');
    const rows = await screen.findAllByRole('link', { name: /Fresh Basket/ });
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Fresh Basket\s*,\s*2 unread messages/ })).toBe(rows[0]);
    expect(rows[0]).toHaveTextContent('On their way!');
    expect(rows[0]).toHaveAttribute('href', '/profile?page=inbox&conversation=5');
    expect(rows[1]).toHaveTextContent('You: Thanks');
    expect(screen.getAllByRole('link', { name: /unread/ })).toEqual([rows[0]]);
    expect(screen.queryByRole('log')).toBeNull(); // no conversation open yet
  });

  it('searches by name through search-list and says when nothing matches', async () => {
    api.on(SEARCH, json({ total_size: 0, limit: 20, offset: 1, conversations: [] }));
    await open('/profile?page=inbox');
    await screen.findByText('No conversations yet');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Karim');
    expect(await screen.findByText('No conversation matches “Karim”.')).toBeInTheDocument();
    expect(api.calls(SEARCH).at(-1)!.query.get('name')).toBe('Karim');
  });

  it('a failed list says why and loads again on Try again', async () => {
    api.on(LIST, error(500, 'server', 'boom'));
    await open('/profile?page=inbox');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your conversations.');
    expect(alert).not.toHaveTextContent('boom'); // a 5xx never shows the server's own text
    api.on(LIST, json({ total_size: 0, limit: 20, offset: 1, conversations: [] }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  const withImages = message(3, null, 3, ['a.png', 'b.png']);
  const conversation: MessagePage = page(
    [
      at(message(1, '<b>Is the milk fresh?</b>', CUSTOMER), yesterdayAt(11)),
      at(message(2, 'Yes, delivered this morning.'), yesterdayAt(12)),
      at(withImages, hoursAgo(0)),
    ],
    3,
  );

  it('shows the days, the customer’s own bubbles apart, text as text and images in a viewer', async () => {
    api.on(DETAILS, json(conversation));
    await open('/profile?page=inbox&conversation=5');
    const log = await screen.findByRole('log', { name: 'Messages with Fresh Basket' });
    await within(log).findByText('<b>Is the milk fresh?</b>');
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Yesterday')).toBeInTheDocument();
    expect(within(log).getByText('Today')).toBeInTheDocument();
    const own = within(log).getByText('<b>Is the milk fresh?</b>').closest('li')!;
    const theirs = within(log).getByText('Yes, delivered this morning.').closest('li')!;
    expect(own).toHaveAttribute('data-mine');
    expect(own).toHaveTextContent('Seen');
    expect(theirs).not.toHaveAttribute('data-mine');
    expect(api.calls(DETAILS)[0]!.query.get('conversation_id')).toBe('5');
    const user = userEvent.setup();
    await user.click(within(log).getByRole('button', { name: 'Open image 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    expect(within(viewer).getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute(
      'src',
      'http://localhost/media/conversation/b.png',
    );
  });

  it('Enter sends; Shift+Enter starts a new line', async () => {
    api.on(DETAILS, json(conversation));
    api.on(SEND, json({ ...page([message(4, 'Two bottles,\nplease.', CUSTOMER)], 4), message: 'successfully sent!' }));
    await open('/profile?page=inbox&conversation=5');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const user = userEvent.setup();
    await user.type(box, 'Two bottles,{Shift>}{Enter}{/Shift}please.');
    expect(box).toHaveValue('Two bottles,\nplease.');
    expect(api.calls(SEND)).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText(/Two bottles,\s*please\./)).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    api.on(DETAILS, json(conversation));
    await open('/profile?page=inbox&conversation=5', 'ar');
    expect(await screen.findByRole('log', { name: 'الرسائل مع Fresh Basket' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
  });
});

describe('notifications', () => {
  const own = (id: number, orderId: number, text: string, iso: string) => ({
    id,
    user_id: 1,
    data: { title: 'Order', description: text, order_id: orderId, image: '', type: 'order_status' },
    created_at: iso,
    updated_at: iso,
  });
  const push = {
    id: 1,
    title: 'Weekend deals',
    description: 'Fresh fruit 20% off.',
    image: null,
    image_full_url: null,
    status: 1,
    tergat: 'customer',
    zone_id: null,
    data: { title: 'Weekend deals', description: 'Fresh fruit 20% off.', order_id: '', image: '', type: 'general' },
    created_at: hoursAgo(48),
    updated_at: hoursAgo(48),
  };
  const list = [own(9, 100042, 'Your order #100042 is on the way.', hoursAgo(1)), push];

  it('lists them newest first, marks those not seen New, links an order, and marks them seen', async () => {
    api.on(NOTIFICATIONS, json(list));
    localStorage.setItem('notifications-seen', hoursAgo(24));
    await open('/profile?page=notifications');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Order', 'Weekend deals']);
    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('New')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'View order #100042' })).toHaveAttribute(
      'href',
      '/my-orders/100042',
    );
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('notifications-seen')).toBe(list[0]!.created_at));
    expect(api.calls(NOTIFICATIONS)[0]!.headers.get('zoneId')).toBe('[1]');
  });

  it('the navbar counts unread messages and unseen notifications', async () => {
    api
      .on(NOTIFICATIONS, json(list))
      .on(LIST, json({ total_size: 1, limit: 20, offset: 1, conversations: [listed(message(7, 'Hi'), 3)] }));
    localStorage.setItem('notifications-seen', hoursAgo(24));
    const { router } = await renderWithProviders(<SignedInButtons />, {
      routes: [{ path: '/profile', element: <p>profile</p> }],
    });
    expect(await screen.findByRole('button', { name: 'Chat, 3 unread' })).toBeInTheDocument();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await userEvent.setup().click(bell);
    expect(router.state.location.search).toBe('?page=notifications');
  });

  it('says when there are none', async () => {
    await open('/profile?page=notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('entry points', () => {
  it('Chat with support on Help & Support for a signed-in customer only', async () => {
    api.on('GET /api/v1/config', json({}));
    const { unmount } = await open('/help-and-support');
    expect(await screen.findByRole('link', { name: 'Chat with support' })).toHaveAttribute(
      'href',
      '/profile?page=inbox&support=1',
    );
    unmount();
    localStorage.removeItem('token');
    await open('/help-and-support');
    await screen.findByRole('heading', { name: 'Help & Support' });
    expect(screen.queryByRole('link', { name: 'Chat with support' })).toBeNull();
  });

  it('Chat with store and, once one is assigned and the order is on its way, Chat with delivery man on the order', async () => {
    const dm = { id: 2, f_name: 'Nadia', l_name: 'Islam', phone: '+8801800000012', image_full_url: null };
    api
      .on('GET /api/v1/config', json({}))
      .on('GET /api/v1/customer/order/details', json(lines))
      .on(
        'GET /api/v1/customer/order/track',
        json(
          makeOrder(100001, {
            order_status: 'picked_up',
            delivery_man: dm,
            store: { ...makeOrder(1).store, vendor_id: 4 },
          }),
        ),
      );
    const { unmount } = await open('/my-orders/100001');
    expect(await screen.findByRole('link', { name: 'Chat with delivery man' })).toHaveAttribute(
      'href',
      '/profile?page=inbox&deliveryman=2&name=Nadia+Islam',
    );
    expect(screen.getByRole('link', { name: 'Chat with store' }).getAttribute('href')).toMatch(
      /^\/profile\?page=inbox&vendor=4&name=/,
    );
    expect(screen.getByText('+8801800000012')).toBeInTheDocument();
    unmount();
    api.on(
      'GET /api/v1/customer/order/track',
      json(makeOrder(100001, { order_status: 'delivered', delivery_man: dm })),
    );
    await open('/my-orders/100001');
    await screen.findByText('Nadia Islam');
    expect(screen.queryByRole('link', { name: 'Chat with delivery man' })).toBeNull();
  });

  it('Rate the delivery man on a delivered order sends 6amMart’s delivery-man review', async () => {
    const dm = { id: 2, f_name: 'Nadia', l_name: 'Islam', phone: null, image_full_url: null };
    api
      .on('GET /api/v1/config', json({}))
      .on('GET /api/v1/customer/order/details', json(lines))
      .on('GET /api/v1/customer/order/track', json(makeOrder(100001, { order_status: 'delivered', delivery_man: dm })))
      .on('POST /api/v1/delivery-man/reviews/submit', json({ message: 'Review submitted successfully.' }));
    await open('/my-orders/100001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rate the delivery man' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Nadia Islam, your delivery man' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Found the gate at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(api.calls('POST /api/v1/delivery-man/reviews/submit')).toHaveLength(1));
    const sent = api.calls('POST /api/v1/delivery-man/reviews/submit')[0]!;
    const form = await new Response(sent.body as string, {
      headers: { 'content-type': sent.headers.get('content-type')! },
    }).formData();
    expect([form.get('delivery_man_id'), form.get('order_id'), form.get('rating'), form.get('comment')]).toEqual([
      '2',
      '100001',
      '4',
      'Found the gate at once.',
    ]);
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the delivery man' })).toBeNull();
  });
});
