import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The published reviews of an item (its page) and of a store (its page, on demand), against the fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ItemReviews } from '../../../src/shop/item-reviews.tsx';
import { StoreReviews } from '../../../src/shop/store-reviews.tsx';
import { FakeApi, config, error, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

let api: FakeApi;

const review = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  item_id: 41,
  order_id: 100 + id,
  user_id: 1,
  module_id: 1,
  rating: 4,
  comment: `Comment ${id}`,
  attachment: [],
  attachment_full_url: [],
  reply: null,
  status: 1,
  item_name: 'Lemon Soap',
  item_image_full_url: null,
  customer_name: `Customer ${id}`,
  customer: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

beforeEach(() => {
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

describe("an item's reviews", () => {
  it('shows the average, the count per star and the reviews, then the next page on Load more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1));
    first[0] = review(1, {
      rating: 5,
      comment: '<b>Lovely</b> soap',
      reply: 'Thank you!',
      customer_name: null,
      attachment_full_url: ['http://localhost/media/review/a.png'],
    });
    api.on('GET /api/v1/items/reviews/41', (req) =>
      json({
        total_size: 12,
        limit: 10,
        offset: Number(req.query.get('offset')),
        ratings: [3, 6, 2, 1, 0],
        reviews: req.query.get('offset') === '1' ? first : [review(11), review(12, { rating: 1 })],
      }),
    );
    await renderWithProviders(<ItemReviews itemId={41} />);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    // (3×5 + 6×4 + 2×3 + 1×2) / 12 = 3.9166…, with the config's 2 decimals (digit_after_decimal_point)
    expect(await within(section).findByText('3.92 out of 5')).toBeInTheDocument();
    expect(within(section).getByText(/12 ratings/)).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'Ratings by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars: 3', '4 stars: 6', '3 stars: 2', '2 stars: 1', '1 star: 0']);
    // the first review: no name given, its comment as text (never HTML), its image and the store's reply
    const anonymous = within(section).getByRole('article', { name: 'A customer' });
    expect(anonymous).toHaveTextContent('5 of 5 stars');
    expect(within(anonymous).getByText('<b>Lovely</b> soap')).toBeInTheDocument();
    expect(within(anonymous).getByRole('img', { name: 'Image 1 of the review by A customer' })).toHaveAttribute(
      'src',
      'http://localhost/media/review/a.png',
    );
    expect(anonymous).toHaveTextContent('Reply from the store Thank you!');
    expect(within(section).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(within(section).getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(12));
    expect(within(section).getByRole('article', { name: 'Customer 12' })).toHaveTextContent('1 of 5 stars');
    expect(within(section).getByText('You have seen all the reviews')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/items/reviews/41').map((c) => c.query.get('offset'))).toEqual(['1', '2']);
  });

  it("an item rated without written reviews shows the shop's rating and says no review is written yet", async () => {
    api.on(
      'GET /api/v1/items/reviews/41',
      json({ total_size: 0, limit: 10, offset: 1, ratings: [0, 0, 0, 0, 0], reviews: [] }),
    );
    await renderWithProviders(<ItemReviews itemId={41} rating={{ average: 4.3, count: 120 }} />);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('No written reviews yet.')).toBeInTheDocument();
    expect(within(section).getByText('4.30 out of 5')).toBeInTheDocument();
    expect(within(section).getByText(/120 ratings/)).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Ratings by stars' })).toBeNull();
  });

  it('says when there are none, and a failed load says so with Try again', async () => {
    let fail = true;
    api.on('GET /api/v1/items/reviews/41', () =>
      fail
        ? error(500, 'server', 'boom')
        : json({ total_size: 0, limit: 10, offset: 1, ratings: [0, 0, 0, 0, 0], reviews: [] }),
    );
    await renderWithProviders(<ItemReviews itemId={41} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reviews.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe("a store's reviews", () => {
  it('lists them page by page (a full page may have a next one)', async () => {
    api.on('GET /api/v1/stores/reviews', (req) =>
      json(
        req.query.get('offset') === '1'
          ? Array.from({ length: 10 }, (_, i) => review(i + 1))
          : [review(11, { comment: 'Last one' })],
      ),
    );
    await renderWithProviders(<StoreReviews storeId={3} focus />);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(10));
    expect(within(section).getByRole('heading', { name: 'Reviews' })).toHaveFocus();
    await userEvent.click(within(section).getByRole('button', { name: 'Load more reviews' }));
    expect(await within(section).findByText('Last one')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/stores/reviews').map((c) => c.query.get('store_id'))).toEqual(['3', '3']);
  });

  it("a store whose plan has no reviews shows the spec's message, in English and in Arabic", async () => {
    api.on('GET /api/v1/stores/reviews', error(403, 'review', 'this store is not having any review plan.'));
    const { unmount } = await renderWithProviders(<StoreReviews storeId={3} />);
    expect(await screen.findByText('this store is not having any review plan.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    await renderWithProviders(<StoreReviews storeId={3} />, { language: 'ar' });
    expect(await screen.findByText('هذا المتجر لا يملك خطة تقييمات.')).toBeInTheDocument();
  });
});
