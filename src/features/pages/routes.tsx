import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { load } from '../../api/query-client.ts';

/**
 * The six business pages share one lazy page (it reads which one from the path) and one loader (its own small
 * chunk, started with the page's); /coupons has its own page.
 */
const businessPage = {
  loader: (args: LoaderFunctionArgs) => load(() => import('./loaders.ts').then((m) => m.businessPage(args))),
  lazy: () => import('./business-page.tsx').then((m) => ({ Component: m.BusinessPage })),
};

export const routes: RouteObject[] = [
  { path: paths.aboutUs, ...businessPage },
  { path: paths.termsAndConditions, ...businessPage },
  { path: paths.privacyPolicy, ...businessPage },
  { path: paths.refundPolicy, ...businessPage },
  { path: paths.cancellationPolicy, ...businessPage },
  { path: paths.shippingPolicy, ...businessPage },
  { path: paths.coupons, lazy: () => import('./coupons-page.tsx').then((m) => ({ Component: m.CouponsPage })) },
];
