// A shopper's cart and a server-rendered page (docs/architecture.md, "A page request"): the server renders a page alike
// for every shopper, without their cart, and the browser asks for it once the navbar has hydrated. Its answer may come
// before a later part of the page hydrates: that part still hydrates as the server drew it (src/shop/shopper-cart.ts),
// then shows the cart.
import { act } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartQueries } from '../../../src/api/cart.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { useCart } from '../../../src/shop/shopper-cart.ts';
import { forgetStartSession, keepStartSession, storageKeys } from '../../../src/session/storage.ts';

const lines = (n: number | undefined) => (n === undefined ? 'Add' : `${n} in the cart`);

function CardControl() {
  return <p>{lines(useCart().data?.length)}</p>;
}
function CardControlReadingTheQuery() {
  return <p>{lines(useQuery(cartQueries.list()).data?.length)}</p>;
}

/** What a product page waits for: the cart loading (asked for, no answer yet), or ready (with its lines once in). */
function CartState() {
  const cart = useCart();
  if (cart.isPending && cart.fetchStatus !== 'idle') return <p>loading</p>;
  return <p>{cart.data ? `ready, ${cart.data.length} lines` : 'ready'}</p>;
}

/**
 * The server's markup (no cart asked for), then what the browser had before hydrating (`meanwhile`: by default the
 * cart's answer in its cache), then hydration.
 */
async function hydrateAfterTheAnswer(
  View: () => React.JSX.Element,
  meanwhile = (browser: QueryClient) =>
    void browser.setQueryData(cartQueries.list().queryKey, [{ id: 1 }, { id: 2 }] as never),
) {
  const server = createQueryClient();
  const tree = (client: QueryClient) => (
    <QueryClientProvider client={client}>
      <View />
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(server));
  const before = container.textContent;
  const browser = createQueryClient();
  meanwhile(browser);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(browser), { onRecoverableError: (error) => void errors.push(error) });
  });
  return { before, errors, after: container.textContent };
}

describe("a shopper's cart on a server-rendered page", () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.guestId, '7');
    localStorage.setItem(storageKeys.module, JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
    keepStartSession();
  });
  afterEach(() => {
    forgetStartSession();
    localStorage.clear();
  });

  it('hydrates as the server drew it (Add) although the cart came first, then shows the cart', async () => {
    const { before, errors, after } = await hydrateAfterTheAnswer(CardControl);
    expect(before).toBe('Add');
    expect(errors).toEqual([]);
    expect(after).toBe('2 in the cart');
  });

  it('hydrates as the server drew it when a guest id came after the request (the cart not asked for there)', async () => {
    // the request had no guest id: the server drew the cart as not asked for (no owner)
    localStorage.removeItem(storageKeys.guestId);
    keepStartSession();
    const { before, errors, after } = await hydrateAfterTheAnswer(CartState, (browser) => {
      // src/app/main.tsx asks for a guest id at once: its answer is written before the page hydrates
      localStorage.setItem(storageKeys.guestId, '8');
      browser.setQueryData(cartQueries.list().queryKey, [] as never); // the new guest's cart, empty
    });
    expect(before).toBe('ready');
    expect(errors).toEqual([]);
    expect(after).toBe('ready, 0 lines');
  });

  it('(read straight from the query, the same answer makes hydration mismatch)', async () => {
    const { errors } = await hydrateAfterTheAnswer(CardControlReadingTheQuery);
    expect(errors.length).toBeGreaterThan(0);
  });
});
