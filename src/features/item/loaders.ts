// The product page's route loader (docs/architecture.md, "A page request"): its own chunk, started with the page's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchInto } from '../../api/query-client.ts';
import { cartQueries } from '../../api/cart.ts';
import { itemDetailsQueries } from '../../api/item-details.ts';

/** /product/:id: the item (`?id=` or the path's id or slug) and, in the browser, the shopper's cart. */
export const productPage = ({ params, request }: LoaderFunctionArgs) =>
  fetchInto(
    itemDetailsQueries.detail(new URL(request.url).searchParams.get('id') || params.id || ''),
    cartQueries.list(),
  );
