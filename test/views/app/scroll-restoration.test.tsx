// Navigation lands at the top of the new page; back and forward restore where each page was; a dialog opened through
// the URL leaves the page where it is (a vehicle opened from the search results opened 873 px down).
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, ScrollRestoration, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollKeys } from '../../../src/app/scroll-key.ts';

let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = to;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
});
afterEach(() => vi.restoreAllMocks());

function renderApp() {
  const getKey = createScrollKeys();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration getKey={getKey} />
          </>
        ),
        children: [
          { path: '/rental/vehicle-search', element: <Link to="/rental/vehicle-details/1">Toyota Axio</Link> },
          { path: '/rental/vehicle-details/:id', element: <h1>Toyota Axio</h1> },
        ],
      },
    ],
    { initialEntries: ['/rental/vehicle-search'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The position the page was last put at. */
const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

describe('scroll restoration', () => {
  it('opens a vehicle from the search results at the top, and Back returns to where the results were', async () => {
    const router = renderApp();
    await screen.findByRole('link', { name: 'Toyota Axio' });
    y = 873; // the shopper scrolled down the results
    await act(() => router.navigate('/rental/vehicle-details/1'));
    expect(await screen.findByRole('heading', { name: 'Toyota Axio' })).toBeInTheDocument();
    expect(lastScroll()).toBe(0);
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Toyota Axio' });
    expect(lastScroll()).toBe(873);
  });

  it('leaves the page where it is when a dialog opens or closes through the URL', async () => {
    const router = renderApp();
    await screen.findByRole('link', { name: 'Toyota Axio' });
    y = 640;
    await act(() => router.navigate('/rental/vehicle-search?drawer=cart'));
    expect(lastScroll()).toBe(640);
    await act(() => router.navigate('/rental/vehicle-search'));
    expect(lastScroll()).toBe(640);
    // another page of the search (a filter in the URL) is a new page: the top
    await act(() => router.navigate('/rental/vehicle-search?categoryId=2'));
    expect(lastScroll()).toBe(0);
  });
});
