import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.wallet, lazy: () => import('./wallet-page.tsx').then((m) => ({ Component: m.WalletPage })) },
  {
    path: paths.loyaltyPoints,
    lazy: () => import('./loyalty-page.tsx').then((m) => ({ Component: m.LoyaltyPage })),
  },
  {
    path: paths.referralCode,
    lazy: () => import('./referral-page.tsx').then((m) => ({ Component: m.ReferralPage })),
  },
];
