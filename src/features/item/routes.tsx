import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { load } from '../../api/query-client.ts';

export const routes: RouteObject[] = [
  {
    path: paths.productPage,
    // the item and, in the browser, the shopper's cart (the page shows both at once); the loader is its own small chunk
    loader: (args) => load(() => import('./loaders.ts').then((m) => m.productPage(args))),
    lazy: () => import('./product-page.tsx').then((m) => ({ Component: m.ProductPage })),
  },
];
