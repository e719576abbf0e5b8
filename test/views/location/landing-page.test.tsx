import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { storageKeys } from '../../../src/session/storage.ts';
import { LocationPickerHost } from '../../../src/features/location/location-picker-host.tsx';
import { renderWithProviders, testQueryClient } from '../../support/render.tsx';
import { fixtures } from '../../machines/location.paths.ts';
import { renderLocationFlow, resetPage } from './location-harness.tsx';
import { configFixture } from './location-page.tsx';

vi.mock('../../../src/ui/map-canvas.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="application" aria-label={label} />,
}));

afterEach(() => resetPage());

describe('landing page and location picker', () => {
  it("tells guests 'To select from saved addresses, you need to sign in'", async () => {
    const h = await renderLocationFlow();
    await h.drive({ type: 'OPEN_SAVED', signedIn: false } as never);
    expect(await screen.findByText('To select from saved addresses, you need to sign in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saved addresses (spec part 1 §2): the empty state in its words, its add button opens the map', async () => {
    const h = await renderLocationFlow();
    await h.drive({ type: 'OPEN_SAVED', signedIn: true } as never);
    const dialog = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading saved addresses…');
    await h.drive({ type: 'xstate.done.actor.loadSavedAddresses', output: [] } as never);
    expect(
      within(dialog).getByText('Oops – You don’t have any saved address yet. please save address to continue'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Select' })).toBeDisabled();
    await h.user.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByRole('dialog', { name: 'Pick your location on the map' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Saved Addresses' })).toBeNull();
  });

  it('saved addresses: Cancel closes the list and leaves the location as it was', async () => {
    const h = await renderLocationFlow();
    await h.drive({ type: 'OPEN_SAVED', signedIn: true } as never);
    await h.drive({ type: 'xstate.done.actor.loadSavedAddresses', output: [fixtures.savedAddress] } as never);
    const dialog = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    await h.user.click(within(dialog).getByRole('radio', { name: new RegExp(fixtures.savedAddress.address) }));
    expect(within(dialog).getByRole('button', { name: 'Select' })).toBeEnabled();
    await h.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(storageKeys.location)).toBeNull();
  });

  it('says the pickup address was selected in the rental module', async () => {
    localStorage.setItem(storageKeys.module, JSON.stringify({ id: 6, module_name: 'Rental', module_type: 'rental' }));
    const h = await renderLocationFlow();
    await h.drive({ type: 'OPEN_MAP' } as never);
    await screen.findByRole('dialog', { name: 'Pick your location on the map' });
    for (const event of [
      { type: 'xstate.done.actor.reverseGeocode', output: fixtures.geocoded },
      { type: 'xstate.done.actor.zoneLookup', output: { zoneId: '[3]' } },
      { type: 'CONFIRM' },
    ])
      await h.drive(event as never);
    expect(await screen.findByText('New pickup address selected.')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.zoneId)).toBe('[3]');
  });

  it('works in Arabic: every way and message is translated', async () => {
    const h = await renderLocationFlow({ language: 'ar' });
    expect(screen.getByRole('button', { name: 'استخدم موقعي الحالي' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'ابحث عن موقع' })).toBeVisible();
    await h.drive({ type: 'LOCATE' } as never);
    await h.drive({ type: 'xstate.error.actor.geolocate', error: { code: 1 } } as never);
    expect(screen.getByRole('alert')).toHaveTextContent('تم رفض الوصول إلى الموقع');
  });

  it('with a stored location, / still works and offers the way on to /home', async () => {
    localStorage.setItem(storageKeys.location, 'Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh');
    await renderLocationFlow();
    expect(screen.getByText('Gulshan 2 Circle, Gulshan, Dhaka 1212, Bangladesh')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/home');
  });

  it('the picker host renders nothing without ?picker=location and the picker dialog with it', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['config'], configFixture);
    const { router } = await renderWithProviders(<LocationPickerHost />, { queryClient, route: '/home' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await router.navigate('/home?picker=location');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your location' });
    expect(within(dialog).getByRole('button', { name: 'Pick from map' })).toBeVisible();
  });
});
