// A new visitor's guest id comes after the first render (src/api/guest-id.ts): the cart's owner changes, so the
// navbar's actions read the cart again; the rest of the shell reads the session keys it shows one by one
// (src/session/hooks.ts) and is not drawn again for it (docs/architecture.md, "The first load").
import { defaultRoutes, renderShell } from './shell-harness.tsx';
import { requestsTo } from '../../support/fake-api.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, write } from '../../../src/session/storage.ts';

const drawn = vi.hoisted(() => ({ NavLinks: 0, ThemeToggle: 0, FooterLinks: 0 }));
vi.mock('../../../src/features/shell/nav-links.tsx', async (original) =>
  (await import('../../support/count-draws.ts')).countingDraws(original, 'NavLinks', drawn),
);
vi.mock('../../../src/features/shell/theme-toggle.tsx', async (original) =>
  (await import('../../support/count-draws.ts')).countingDraws(original, 'ThemeToggle', drawn),
);
vi.mock('../../../src/features/shell/footer-links.tsx', async (original) =>
  (await import('../../support/count-draws.ts')).countingDraws(original, 'FooterLinks', drawn),
);

describe('a guest id given after the first render', () => {
  beforeEach(() => defaultRoutes());

  it('makes the navbar read the cart for its owner, and draws neither the top bar, the links nor the footer again', async () => {
    const { queryClient } = await renderShell({
      location: '12 Harbour Road, Dhaka',
      zoneId: '[1]',
      module: { id: 1, module_name: 'Grocery', module_type: 'grocery' },
    });
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'About Us' });
    await waitFor(() => expect(requestsTo('GET /api/v1/customer/cart/list').length).toBeGreaterThan(0));
    // every answer of the first load is in (the footer's links are drawn again with each of its content's answers:
    // under load the last one can come after the links are first there)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const cartCalls = requestsTo('GET /api/v1/customer/cart/list').length;
    const before = { ...drawn };
    expect(before.NavLinks * before.ThemeToggle * before.FooterLinks).toBeGreaterThan(0);

    await act(async () => write(storageKeys.guestId, 'guest-new'));
    await waitFor(() => expect(requestsTo('GET /api/v1/customer/cart/list').length).toBeGreaterThan(cartCalls));
    expect(drawn).toEqual(before);

    // a key they show still draws them again: the module (the links' wording, the footer's rental links)
    await act(async () => write(storageKeys.module, { id: 6, module_name: 'Rental', module_type: 'rental' }));
    expect(drawn.NavLinks).toBeGreaterThan(before.NavLinks);
    expect(drawn.FooterLinks).toBeGreaterThan(before.FooterLinks);
  });
});
