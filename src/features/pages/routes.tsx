import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

/** The six business pages share one lazy page (it reads which one from the path); /coupons has its own. */
const businessPage = () => import('./business-page.tsx').then((m) => ({ Component: m.BusinessPage }));

export const routes: RouteObject[] = [
  { path: paths.aboutUs, lazy: businessPage },
  { path: paths.termsAndConditions, lazy: businessPage },
  { path: paths.privacyPolicy, lazy: businessPage },
  { path: paths.refundPolicy, lazy: businessPage },
  { path: paths.cancellationPolicy, lazy: businessPage },
  { path: paths.shippingPolicy, lazy: businessPage },
  { path: paths.coupons, lazy: () => import('./coupons-page.tsx').then((m) => ({ Component: m.CouponsPage })) },
];
