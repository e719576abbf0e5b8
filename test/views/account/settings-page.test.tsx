import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /settings: the language choice goes through the app's one language flow (the shell's confirm dialog, storage,
// direction, reload) and the theme choice is saved in `settings` at once.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsPage } from '../../../src/features/account/settings-page.tsx';
import { ShellFlows } from '../../../src/features/shell/shell-flows.tsx';
import { languageEffects } from '../../../src/shop/language.context.ts';
import { storageKeys } from '../../../src/session/storage.ts';
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

const reload = vi.fn();

beforeEach(() => {
  localStorage.clear();
  reload.mockReset();
  languageEffects.reload = reload;
  languageEffects.toastBeforeReload = 0;
  new FakeApi().on('GET /api/v1/config', json(config()));
});
afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

const open = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <ShellFlows>
      <SettingsPage />
    </ShellFlows>,
    { route: '/settings', language },
  );

describe('/settings', () => {
  it('choosing Arabic asks first; No keeps English; Yes stores it, turns the page right to left and reloads', async () => {
    const user = userEvent.setup();
    await open();
    const languages = await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change language' });
    expect(confirm).toHaveTextContent('Do you want to change the language to العربية?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem(storageKeys.language)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(storageKeys.language)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(languages).toBeInTheDocument();
  });

  it("offers the languages of the backend's config that the app speaks, English always", async () => {
    const offered = () =>
      screen.getAllByRole('radio', { name: /English|العربية|বাংলা|Español/ }).map((r) => r.getAttribute('value'));
    // the embedded backend's four (and a config without a list: every language of the app)
    await open();
    await screen.findByRole('group', { name: 'Language' });
    await waitFor(() => expect(offered()).toEqual(['en', 'ar', 'bn', 'es']));
    cleanup();
    // a 6amMart backend that offers English, Spanish (by region) and French: French is not the app's
    new FakeApi().on(
      'GET /api/v1/config',
      json(
        config({
          language: [
            { key: 'en', value: 'English' },
            { key: 'es-MX', value: 'Spanish' },
            { key: 'fr', value: 'French' },
          ],
        }),
      ),
    );
    await open();
    // (every language until the config has come)
    await waitFor(() => expect(offered()).toEqual(['en', 'es']));
    cleanup();
    // one that lists only Bengali: English is offered beside it
    new FakeApi().on('GET /api/v1/config', json(config({ language: [{ key: 'bn', value: 'Bangla' }] })));
    await open();
    await waitFor(() => expect(offered()).toEqual(['en', 'bn']));
  });

  it('the theme switches between light and dark and is saved in settings', async () => {
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toMatchObject({ theme: 'dark' });
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toMatchObject({ theme: 'light' });
  });

  it('reads in Arabic', async () => {
    await open('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'المظهر' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'داكن' })).toBeInTheDocument();
  });
});
