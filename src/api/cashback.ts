// The cashback an order amount earns (6amMart's GET cashback/getCashback, openapi/src/offers.yaml).
// Apart from src/api/offers.ts so the checkout's first load carries this query alone.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';

/** GET /cashback/getCashback?amount: what the order amount earns back (signed in; 0 when no offer reaches it). */
export const cashbackQuery = (moduleId: number, amount: number) =>
  queryOptions({
    queryKey: ['offers', 'cashback', moduleId, amount],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/cashback/getCashback', {
          params: { header: { moduleId: String(moduleId) }, query: { amount } },
        }),
      ),
  });
