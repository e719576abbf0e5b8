import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { preload } from '../../api/query-client.ts';
import { cartQueries } from '../../api/cart.ts';
import { itemDetailsQueries } from '../../api/item-details.ts';

export const routes: RouteObject[] = [
  {
    path: paths.productPage,
    // the item and the shopper's cart (the page shows both at once)
    loader: ({ params, request }) =>
      preload(
        itemDetailsQueries.detail(new URL(request.url).searchParams.get('id') || params.id || ''),
        cartQueries.list(),
      ),
    lazy: () => import('./product-page.tsx').then((m) => ({ Component: m.ProductPage })),
  },
];
