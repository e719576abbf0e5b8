// The shell's language change starts on intent (src/features/shell/shell-flows.tsx): its statechart and confirmation
// are a chunk of their own, held back here until the test lets it arrive. The first language chosen before then is
// not lost: the confirmation asks once the chunk is in, and Yes changes the language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../src/session/storage.ts';
import { languageEffects } from '../../../src/shop/language.context.ts';
import { choose } from '../../support/kit.ts';
import { defaultRoutes, renderShell } from './shell-harness.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/shell/shell-flow-chunk.tsx', (importOriginal) => chunk.hold(importOriginal));

const topBar = () => screen.getByRole('region', { name: 'Location and preferences' });
const reload = vi.fn();

beforeEach(() => {
  defaultRoutes();
  languageEffects.reload = reload;
  languageEffects.toastBeforeReload = 50;
});
afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

describe('the language switch before its statechart is in', () => {
  it('asks to confirm the first language chosen once the chunk arrives, and Yes changes the language', async () => {
    await renderShell({ location: 'Gulshan, Dhaka' });
    await choose('Language', 'العربية', topBar());
    expect(screen.queryByRole('alertdialog', { name: 'Change language' })).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBeNull();

    await chunk.arrive();
    const confirm = await screen.findByRole('alertdialog', { name: 'Change language' });
    expect(confirm).toHaveTextContent('Do you want to change the language to العربية?');
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.language)).toBe('ar'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('Language changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
