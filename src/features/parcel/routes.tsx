import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { withoutData } from '../../api/query-client.ts';

export const routes: RouteObject[] = [
  {
    path: paths.parcelDeliveryInfo,
    lazy: () => import('./parcel-page.tsx').then((m) => ({ Component: m.ParcelPage })),
  },
  {
    path: paths.helpAndSupport,
    loader: withoutData, // the business config's contact details: the root loader's
    lazy: () => import('./help-and-support-page.tsx').then((m) => ({ Component: m.HelpAndSupportPage })),
  },
];
