// After a route change the focus goes to the new page's main heading (issue 65): a keyboard or screen-reader user
// starts at the new content. Not on the first load, nor when only the query (a dialog) or the fragment changes.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from '../../../src/app/use-route-focus.ts';
import { renderWithProviders } from '../../support/render.tsx';

/** A page whose heading comes late, as a lazy route's: its chunk and data arrive after the path changed. */
let arrive = () => {};
const LatePage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>Stores</h1> });
    }),
);

function Layout() {
  useRouteFocus();
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/items">Items</Link>
        <Link to="/stores">Stores link</Link>
        <Link to={{ search: '?auth=sign-in' }}>Sign in</Link>
        <a href="#footer">Footer</a>
      </nav>
      <main tabIndex={-1}>
        {pathname === '/stores' ? (
          <Suspense fallback={<p>Loading</p>}>
            <LatePage />
          </Suspense>
        ) : (
          <h1>{pathname === '/items' ? 'Items' : 'Home'}</h1>
        )}
      </main>
    </>
  );
}

describe('the focus after a route change', () => {
  it('stays where it is on the first load', async () => {
    await renderWithProviders(<Layout />, { route: '/home' });
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new page's main heading, made focusable", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Layout />, { route: '/home' });
    await user.click(screen.getByRole('link', { name: 'Items' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Items' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('goes to <main> while the new page loads, then to its heading when it is drawn', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Layout />, { route: '/home' });
    await user.click(screen.getByRole('link', { name: 'Stores link' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toHaveFocus());
  });

  it('stays on the control when only the query (a dialog) or the fragment changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Layout />, { route: '/home' });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.search).toBe('?auth=sign-in'));
    expect(signIn).toHaveFocus();
    await act(() => router.navigate('/home#footer'));
    expect(signIn).toHaveFocus();
  });
});
