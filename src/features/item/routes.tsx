import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.productPage, lazy: () => import('./product-page.tsx').then((m) => ({ Component: m.ProductPage })) },
];
