// Published reviews (openapi/src/reviews.yaml): an item's, paged with its star counts, and a store's, a plain array
// page by page as 6amMart answers it.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { nextPageOf } from './paging.ts';

export type ItemReview = components['schemas']['ItemReview'];

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 10;

type ItemReviewAnswer = operations['getItemReviews']['responses']['200']['content']['application/json'];

/**
 * An item's page of reviews of any version: 6amMart 3.5 answers without the star counts (`ratings`) and with `limit` /
 * `offset` as text; read as no stars counted, and numbers.
 */
export function itemReviewPageOf(answer: ItemReviewAnswer): ItemReviewAnswer {
  const ratings = Array.isArray(answer.ratings) ? answer.ratings.map((n) => Number(n) || 0) : [0, 0, 0, 0, 0];
  return {
    ...answer,
    total_size: Number(answer.total_size) || 0,
    limit: Number(answer.limit) || 0,
    offset: Number(answer.offset) || 0,
    ratings,
    reviews: Array.isArray(answer.reviews) ? answer.reviews : [],
  };
}

/** GET /api/v1/items/reviews/{item_id}: one page (offset = page number, from 1), with the star counts 5★ first. */
export const fetchItemReviews = async (itemId: number, page: number) =>
  itemReviewPageOf(
    await unwrap(
      api.GET('/api/v1/items/reviews/{item_id}', {
        params: { path: { item_id: itemId }, query: { limit: REVIEWS_PAGE_SIZE, offset: page } },
      }),
    ),
  );

/** GET /api/v1/stores/reviews: one page of the store's reviews (403 'this store is not having any review plan.'). */
export const fetchStoreReviews = (storeId: number, page: number) =>
  unwrap(
    api.GET('/api/v1/stores/reviews', {
      params: { query: { store_id: storeId, limit: REVIEWS_PAGE_SIZE, offset: page } },
    }),
  );

export type ItemReviewPage = Awaited<ReturnType<typeof fetchItemReviews>>;

export const reviewQueries = {
  item: (itemId: number) =>
    infiniteQueryOptions({
      queryKey: ['items', 'reviews', itemId],
      queryFn: ({ pageParam }) => fetchItemReviews(itemId, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageOf((page: ItemReviewPage) => page.reviews),
    }),
  store: (storeId: number) =>
    infiniteQueryOptions({
      queryKey: ['stores', 'reviews', storeId],
      queryFn: ({ pageParam }) => fetchStoreReviews(storeId, pageParam),
      initialPageParam: 1,
      // a plain array: a full page may have a next one
      getNextPageParam: (last: ItemReview[], pages: ItemReview[][]) =>
        last.length === REVIEWS_PAGE_SIZE ? pages.length + 1 : undefined,
      // a store without reviews in its plan answers 403 every time: asking again changes nothing
      retry: false,
    }),
};
