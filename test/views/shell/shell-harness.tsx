// Renders the storefront shell (flows, top bar, navbar, footer) against the fake API with a chosen session.
// The fake API is imported first: it must replace fetch before the API client module loads.
import { resetFakeApi, route } from '../../support/fake-api.ts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import toast from 'react-hot-toast';
import { defaultConfig } from '../../../server/lib/config/business-config.ts';
import { storageKeys } from '../../../src/session/storage.ts';
import { Footer } from '../../../src/features/shell/footer.tsx';
import { Navbar } from '../../../src/features/shell/navbar.tsx';
import { ShellFlows } from '../../../src/features/shell/shell-flows.tsx';
import { TopBar } from '../../../src/features/shell/top-bar.tsx';
import { renderWithProviders, type RenderOptions } from '../../support/render.tsx';

// The account menu and the confirmation dialog are lazy chunks of the shell: load them once here, so a busy
// machine's first transform of them does not eat a test's wait for the menu button or a dialog.
await Promise.all([
  import('../../../src/features/shell/account-menu.tsx'),
  import('../../../src/ui/confirm-dialog.tsx'),
]);

export const customer = {
  id: 1,
  f_name: 'Demo',
  l_name: 'Customer',
  phone: '+8801700000001',
  email: 'demo@sixam.market',
  image_full_url: '/media/customers/1.svg',
  is_phone_verified: 1,
  is_email_verified: 1,
  wallet_balance: 120,
  loyalty_point: 300,
  ref_code: 'DEMO1234',
  order_count: 3,
  member_since_days: 40,
  selected_modules_for_interest: [],
};

export const modules = [
  { id: 1, module_name: 'Grocery', module_type: 'grocery', status: 1, zones: [] },
  { id: 2, module_name: 'Food', module_type: 'food', status: 1, zones: [] },
  { id: 6, module_name: 'Rental', module_type: 'rental', status: 1, zones: [] },
];

export const landing = {
  fixed_footer_description: 'Groceries, food, medicine and rides from the shops you love.',
  news_letter_title: 'Stay in the loop',
  news_letter_sub_title: 'Deals from your neighbourhood every week.',
  download_user_app_links: {
    playstore_url: 'https://play.example/app',
    playstore_url_status: 1,
    apple_store_url: 'https://apps.example/app',
    apple_store_url_status: 0,
  },
};

export const cartLine = (id: number) => ({ id, item_id: id, quantity: 1, price: 10, item: { id, name: `Item ${id}` } });

/** Default answers of the fake API (each test may override with `route`). */
export function defaultRoutes(config: Record<string, unknown> = {}) {
  resetFakeApi();
  route('GET /api/v1/config', { body: { ...defaultConfig, ...config } });
  route('GET /api/v1/landing-page', { body: landing });
  route('GET /api/v1/module', { body: modules });
  route('GET /api/v1/customer/info', { body: customer });
  route('GET /api/v1/customer/cart/list', { body: [] });
  route('GET /api/v1/rental/user/cart/get-cart', { body: { carts: [], user_data: null } });
  route('GET /api/v1/customer/wish-list', { body: { item: [], store: [] } });
  route('GET /api/v1/rental/user/wish-list', { body: { vehicles: [], providers: [] } });
  route('POST /api/v1/auth/guest/request', { body: { message: 'guest id', guest_id: 'guest-123' } });
  route('POST /api/v1/auth/logout', { body: { message: 'Logged out' } });
}

export interface SessionSeed {
  token?: string;
  location?: string;
  zoneId?: string;
  module?: { id: number; module_name: string; module_type: string };
  guestId?: string;
  language?: string;
}

export function seedSession(s: SessionSeed) {
  if (s.token) localStorage.setItem(storageKeys.token, s.token);
  if (s.location) localStorage.setItem(storageKeys.location, s.location);
  if (s.zoneId) localStorage.setItem(storageKeys.zoneId, s.zoneId);
  if (s.module) localStorage.setItem(storageKeys.module, JSON.stringify(s.module));
  localStorage.setItem(storageKeys.guestId, s.guestId ?? 'guest-1');
  if (s.language) localStorage.setItem(storageKeys.language, s.language);
}

export const signedIn: SessionSeed = {
  token: 'token-abc',
  location: '12 Harbour Road, Dhaka',
  zoneId: '[1]',
  module: { id: 1, module_name: 'Grocery', module_type: 'grocery' },
};

/** The shell as the root layout composes it (without other features' dialog hosts), `children` its main content. */
export function ShellHarness({ children }: { children?: ReactNode }) {
  return (
    <ShellFlows>
      <header>
        <TopBar />
        <Navbar />
      </header>
      <main id="main-content">{children}</main>
      <Footer />
    </ShellFlows>
  );
}

export async function renderShell(session: SessionSeed = {}, options: RenderOptions = {}) {
  seedSession(session);
  toast.remove();
  const utils = await renderWithProviders(<ShellHarness />, { route: '/home', ...options });
  return utils;
}

export { render };
