import { defaultRoutes, renderShell } from './shell-harness.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageEffects } from '../../../src/shop/language.context.ts';
import { storageKeys } from '../../../src/session/storage.ts';
import { describePath, machineCoverage } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { languagePaths } from '../../machines/language.paths.ts';
import { choose } from '../../support/kit.ts';

const languageNames = { en: 'English', ar: 'العربية' } as const;

const topBar = () => screen.getByRole('region', { name: 'Location and preferences' });
const languageSelect = () => within(topBar()).getByRole('combobox', { name: 'Language' });
const dialog = () => screen.queryByRole('alertdialog', { name: 'Change language' });
const reload = vi.fn();

describe('language switch through the views (machine paths replayed)', () => {
  beforeEach(() => {
    defaultRoutes();
    reload.mockReset();
    languageEffects.reload = reload;
    // long enough that the check between the toast and the reload (state `applying`) comes first on a busy machine:
    // the click re-renders the shell in Arabic, which takes well over half a second at a load of 20 on 2 cores
    languageEffects.toastBeforeReload = 2500;
  });
  afterEach(() => {
    document.documentElement.dir = 'ltr';
    document.documentElement.lang = 'en';
  });

  async function expectState(state: string, confirmed: boolean) {
    switch (state) {
      case 'idle':
        await waitFor(() => expect(dialog()).not.toBeInTheDocument());
        expect(languageSelect()).toHaveTextContent('English');
        expect(localStorage.getItem(storageKeys.language)).toBeNull();
        expect(document.documentElement.dir).not.toBe('rtl');
        break;
      case 'confirming': {
        const d = await screen.findByRole('alertdialog', { name: 'Change language' });
        expect(d).toHaveTextContent('Do you want to change the language to العربية?');
        expect(localStorage.getItem(storageKeys.language)).toBeNull();
        break;
      }
      case 'applying':
        expect(confirmed).toBe(true);
        expect(reload).not.toHaveBeenCalled(); // the toast shows first
        expect(localStorage.getItem(storageKeys.language)).toBe('ar');
        expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toMatchObject({ direction: 'rtl' });
        expect(document.documentElement.dir).toBe('rtl');
        expect(document.documentElement.lang).toBe('ar');
        expect(await screen.findByText('Language changed successfully')).toBeInTheDocument();
        break;
      case 'reloading':
        await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
        break;
      default:
        throw new Error(`no UI assertion for ${state}`);
    }
  }

  const paths = viewPaths(languagePaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(languagePaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await renderShell({ location: 'Gulshan, Dhaka' });
    const user = userEvent.setup();
    let confirmed = false;
    for (const step of path.steps) {
      const type = step.event.type;
      if (type === 'CHOOSE')
        await choose('Language', languageNames[(step.event as unknown as { code: 'en' | 'ar' }).code], topBar());
      else if (type === 'CONFIRM') {
        confirmed = true;
        await user.click(within(dialog()!).getByRole('button', { name: 'Yes' }));
      } else if (type === 'CANCEL') await user.click(within(dialog()!).getByRole('button', { name: 'No' }));
      else if (type.startsWith('xstate.after.toastBeforeReload')) {
        /* the pause elapses by itself */
      } else if (type !== 'xstate.init') throw new Error(`no user action for ${type}`);
      await expectState(String(step.state.value), confirmed);
    }
  });

  it('the mobile drawer offers the same language switch', async () => {
    await renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await choose('Language', 'العربية', drawer);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Change language' })).getByRole('button', { name: 'Yes' }),
    );
    expect(localStorage.getItem(storageKeys.language)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('renders the shell in Arabic when the stored language is ar', async () => {
    await renderShell({ language: 'ar', location: 'Gulshan, Dhaka' }, { language: 'ar' });
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveTextContent('العربية');
    expect(screen.getByRole('button', { name: 'اشتراك' })).toBeInTheDocument();
  });
});

describe('theme', () => {
  beforeEach(() => defaultRoutes());

  it('switches light/dark, saves it in settings and keeps the other settings', async () => {
    localStorage.setItem(storageKeys.settings, JSON.stringify({ theme: 'light', direction: 'ltr' }));
    await renderShell({ location: 'Gulshan, Dhaka' });
    const user = userEvent.setup();
    const toggle = within(topBar()).getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toEqual({ theme: 'dark', direction: 'ltr' });
    expect(within(topBar()).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(topBar()).getByRole('switch', { name: 'Dark mode' }));
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toEqual({ theme: 'light', direction: 'ltr' });
  });

  it('starts from the saved theme (the drawer shows it too)', async () => {
    localStorage.setItem(storageKeys.settings, JSON.stringify({ theme: 'dark' }));
    await renderShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Theme Mode')).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  });
});
