import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ensureGuestId } from '../session/guest-id.ts';
import { Footer } from '../features/shell/footer.tsx';
import { Navbar } from '../features/shell/navbar.tsx';
import { ShellFlows } from '../features/shell/shell-flows.tsx';
import { TopBar } from '../features/shell/top-bar.tsx';
import { usePageHead } from './use-page-head.ts';

// Dialog hosts of other features, opened through the URL (`?auth=sign-in`, `?picker=location`, `?picker=module`).
// Each host reads its search param itself and renders nothing without it; each is its own chunk.
const AuthDialogHost = lazy(() =>
  import('../features/auth/auth-dialog-host.tsx').then((m) => ({ default: m.AuthDialogHost })),
);
const LocationPickerHost = lazy(() =>
  import('../features/location/location-picker-host.tsx').then((m) => ({ default: m.LocationPickerHost })),
);
const CartDrawerHost = lazy(() =>
  import('../features/cart/cart-drawer-host.tsx').then((m) => ({ default: m.CartDrawerHost })),
);
const RentalWishlistDrawerHost = lazy(() =>
  import('../features/rental/rental-wishlist-drawer-host.tsx').then((m) => ({ default: m.RentalWishlistDrawerHost })),
);
const ShopWishlistDrawerHost = lazy(() =>
  import('../features/wishlist/shop-wishlist-drawer-host.tsx').then((m) => ({ default: m.ShopWishlistDrawerHost })),
);
const ItemPopupHost = lazy(() =>
  import('../features/item/item-popup-host.tsx').then((m) => ({ default: m.ItemPopupHost })),
);
const ModulePickerHost = lazy(() =>
  import('../features/module/module-picker-host.tsx').then((m) => ({ default: m.ModulePickerHost })),
);

const dialogHosts = [
  AuthDialogHost,
  LocationPickerHost,
  ModulePickerHost,
  CartDrawerHost,
  RentalWishlistDrawerHost,
  ShopWishlistDrawerHost,
  ItemPopupHost,
];

/** The app shell around every page: top bar, navigation bar, the page, the footer and the dialog hosts. */
export function RootLayout() {
  const { t } = useTranslation();
  usePageHead();
  useEffect(() => {
    // A guest id is requested once when none is stored (ensureGuestId shares one request under StrictMode).
    void ensureGuestId();
  }, []);
  return (
    <ShellFlows>
      <Shell>
        <SkipLink href="#main-content">{t('shell.skipToContent')}</SkipLink>
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
        {/* One boundary each: React stops at the first child that suspends, so with one boundary the host chunks
            loaded one after another (seven round trips); apart, they load at once. */}
        {dialogHosts.map((Host, i) => (
          <Suspense key={i} fallback={null}>
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

const Main = styled.main`
  flex: 1;
  outline: none;
`;

const NoScriptNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: 8px;
  }
`;
