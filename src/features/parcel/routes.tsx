import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export const routes: RouteObject[] = [
  {
    path: paths.parcelDeliveryInfo,
    lazy: () => import('./parcel-page.tsx').then((m) => ({ Component: m.ParcelPage })),
  },
  {
    path: paths.helpAndSupport,
    lazy: () => import('./help-and-support-page.tsx').then((m) => ({ Component: m.HelpAndSupportPage })),
  },
];
