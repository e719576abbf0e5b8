// The vehicle search on a phone (spec part 2 §2): the filters are a sheet opened by the Filters button. Ark's dialog
// comes with the first press, not while the page hydrates (docs/architecture.md, "A stranger's first visit").
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, route } from '../../support/fake-api.ts';
import { stubMatchMedia } from '../../support/match-media.ts';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { appQueryClient } from '../../../src/api/query-client.ts';
import { breakpoints } from '../../../src/ui/breakpoints.ts';
import { VehicleSearchPage } from '../../../src/features/rental/vehicle-search-page.tsx';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { names, rentalGuest, serverVehicle } from './rental-harness.tsx';

// the kit's dialogs mounted (each mount asks for Ark's dialog: src/ui/dialog.tsx)
const mounted = vi.hoisted(() => ({ dialogs: 0 }));
vi.mock('../../../src/ui/dialog.tsx', async (importOriginal) => {
  const kit = await importOriginal<typeof import('../../../src/ui/dialog.tsx')>();
  const { createElement, useEffect } = await import('react');
  function CountedDialog(props: ComponentProps<typeof kit.Dialog>) {
    useEffect(() => void mounted.dialogs++, []);
    return createElement(kit.Dialog, props);
  }
  return { ...kit, Dialog: CountedDialog };
});

beforeEach(() => {
  appQueryClient().clear();
  defaultRoutes({ currency_symbol: '$' });
  route(
    'GET /api/v1/rental/vehicle/search',
    json({ total_size: 1, limit: 12, offset: 1, vehicles: [serverVehicle(sedan)] }),
  );
  route('GET /api/v1/rental/vehicle/category-list', json({ categories: [], total_size: 0 }));
  route('GET /api/v1/rental/vehicle/brand-list', json({ brands: [], total_size: 0 }));
  seedSession(rentalGuest);
  stubMatchMedia(false, breakpoints.mobileMax - 30);
});
afterEach(() => stubMatchMedia());

describe('the vehicle search on a phone', () => {
  it('loads the filters sheet with the first press of Filters, opens it, and closes it with Show vehicles', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<VehicleSearchPage />, {
      route: '/rental/vehicle-search?all_category=1',
      routes: [{ path: '/rental/vehicle-search', element: <VehicleSearchPage /> }],
    });
    expect(await screen.findByRole('link', { name: names[sedan.id] })).toBeInTheDocument();
    await act(async () => {});
    expect(mounted.dialogs).toBe(0);

    // (the toolbar is shown by the phone's media query, which jsdom does not apply)
    const filters = screen.getByRole('button', { name: 'Filters', hidden: true });
    await user.click(filters);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(mounted.dialogs).toBe(1);
    expect(await within(sheet).findByText('Category')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show vehicles' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());

    // opened again: the same sheet
    await user.click(filters);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(mounted.dialogs).toBe(1);
  });
});
