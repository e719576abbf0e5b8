// The smallest app on the client's fixed stack that does what every public page of the storefront does: hydrate a
// server-rendered page through React Router's data router (a lazy route, the loader data), start from a dehydrated
// React Query cache, read a query, draw with a styled-components theme, navigate with a link. Built by
// bench/stack-floor.mjs: its first-load gzip is the floor under any page's budget (bundle-budget.json).
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import styled, { createGlobalStyle, ThemeProvider, type DefaultTheme } from 'styled-components';

const GlobalStyle = createGlobalStyle`body { margin: 0; }`;
const Box = styled.main`
  color: ${({ theme }) => (theme as unknown as { text: string }).text};
`;

function Page() {
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => fetch('/greeting').then((r) => r.text()) });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id } = useParams();
  const [search] = useSearchParams();
  return (
    <Box onClick={() => navigate('/next')}>
      {greeting.data} {pathname} {id} {search.get('q')}
      <Link to="/next">next</Link>
      <Outlet />
    </Box>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Page, children: [{ path: 'next', lazy: () => import('./next.tsx') }] },
]);
const queryClient = new QueryClient();
const state = (window as { __queryState?: DehydratedState }).__queryState;
hydrateRoot(
  document.getElementById('root')!,
  <QueryClientProvider client={queryClient}>
    <HydrationBoundary state={state}>
      <ThemeProvider theme={{ text: '#222' } as unknown as DefaultTheme}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </HydrationBoundary>
  </QueryClientProvider>,
);
