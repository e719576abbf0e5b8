import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ensureGuestId } from '../api/guest-id.ts';
import { CookieBannerHost } from '../features/shell/cookie-banner-host.tsx';
import { Footer } from '../features/shell/footer.tsx';
import { Navbar } from '../features/shell/navbar.tsx';
import { ShellFlows } from '../features/shell/shell-flows.tsx';
import { TopBar } from '../features/shell/top-bar.tsx';
import { SkipLink } from '../ui/skip-link.ts';
import { usePageHead } from './use-page-head.ts';
import { useRouteFocus } from './use-route-focus.ts';
import { createScrollKeys } from './scroll-key.ts';
import { AuthDialogHost } from '../features/auth/auth-dialog-host.tsx';
import { LocationPickerHost } from '../features/location/location-picker-host.tsx';
import { CartDrawerHost } from '../features/cart/cart-drawer-host.tsx';
import { RentalWishlistDrawerHost } from '../features/rental/rental-wishlist-drawer-host.tsx';
import { ShopWishlistDrawerHost } from '../features/wishlist/shop-wishlist-drawer-host.tsx';
import { ItemPopupHost } from '../features/item/item-popup-host.tsx';
import { ModulePickerHost } from '../features/module/module-picker-host.tsx';

// Dialog hosts of other features, opened through the URL (`?auth=sign-in`, `?picker=location`, `?picker=module`).
// Each host reads its search param itself and renders nothing without it. The hosts are a few lines each and travel
// in the entry's chunk (as separate lazy chunks they cost more gzip than their code, and a round trip before the
// dialog's own chunk); each dialog behind them is its own chunk, loaded when the URL asks for it.
const dialogHosts = [
  AuthDialogHost,
  LocationPickerHost,
  ModulePickerHost,
  CartDrawerHost,
  RentalWishlistDrawerHost,
  ShopWishlistDrawerHost,
  ItemPopupHost,
];

/** Each page's place in the history's scroll positions (one key for a page and the dialogs opened over it). */
const scrollKey = createScrollKeys();

/** The app shell around every page: top bar, navigation bar, the page, the footer and the dialog hosts. */
export function RootLayout() {
  const { t } = useTranslation();
  usePageHead();
  useRouteFocus();
  useEffect(() => {
    // A guest id is requested once when none is stored (ensureGuestId shares one request under StrictMode).
    void ensureGuestId();
    // (the page is marked live — data-app-ready — when its last part is: the footer's content, footer.tsx)
  }, []);
  return (
    <ShellFlows>
      <Shell>
        <SkipLink href="#main-content">{t('shell.skipToContent')}</SkipLink>
        {/* before the header: the notice's Accept is reached first from the keyboard (cookie-banner.tsx) */}
        <CookieBannerHost />
        {/* a server-rendered page read without JavaScript (docs/architecture.md, "A page request") */}
        <noscript>
          <NoScriptNote role="note">{t('shell.noScript')}</NoScriptNote>
        </noscript>
        <header>
          <TopBar />
          <Navbar />
        </header>
        <Main id="main-content" tabIndex={-1}>
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </Main>
        <Footer />
        {/* a new page starts at the top; back and forward restore where the page was */}
        <ScrollRestoration getKey={scrollKey} />
        {/* One boundary each: a host whose dialog is loading suspends alone, the others stay as they are. */}
        {dialogHosts.map((Host, i) => (
          <Suspense key={i}>
            <Host />
          </Suspense>
        ))}
      </Shell>
    </ShellFlows>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen high: the footer starts below the first screen whatever the page, so a page whose parts arrive
 * one after another (its loading states, a page drawn in the browser) never draws the footer first and then pushes
 * it away under the shopper's eyes (a layout shift).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

const NoScriptNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  text-align: center;
`;
