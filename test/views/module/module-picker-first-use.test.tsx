import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The module picker's statechart, with the rail and the picker, is a chunk of its own
// (src/features/module/module-picker-chart.tsx), held back here until the test lets it arrive: what the page asked
// for meanwhile (the URL's picker) shows once it is in, and the very first module pressed there is the one chosen. On a
// stranger's /home, drawn for the shop's default place with no zone stored, neither can show
// (test/machines/module-picker.test.ts): the chunk is not asked for until a zone is. (That test comes first: it needs
// the chunk not yet imported, and leaves it held.)
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModulePickerHost } from '../../../src/features/module/module-picker-host.tsx';
import { storageKeys, write } from '../../../src/session/storage.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { serveModules } from './module-fixtures.ts';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/module/module-picker-chart.tsx', (importOriginal) => chunk.hold(importOriginal));

beforeEach(() => {
  toast.remove();
  serveModules();
});

const stored = () => (JSON.parse(localStorage.getItem('module') ?? 'null') as { id: number } | null)?.id ?? null;

describe('the module picker before its statechart is in', () => {
  it("is not asked for on a stranger's /home, and is once a zone is stored", async () => {
    localStorage.removeItem(storageKeys.zoneId);
    const { unmount } = await renderWithProviders(<ModulePickerHost />, { route: '/home' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chunk.asked()).toBe(false);
    act(() => write(storageKeys.zoneId, '[1]'));
    await waitFor(() => expect(chunk.asked()).toBe(true));
    unmount();
  });

  it('opens the picker the URL asked for once the chunk arrives, and the first module pressed is chosen', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 5, module_name: 'Parcel', module_type: 'parcel' }));
    const { router } = await renderWithProviders(<ModulePickerHost />, { route: '/home' });
    await act(() => router.navigate('/home?picker=module'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();

    await chunk.arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Select a type of module for your orders.' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Grocery/ }));
    await waitFor(() => expect(stored()).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
