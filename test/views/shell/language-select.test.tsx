// The top bar's language switch comes with every page's first load, without the list of languages: it shows the
// current language, named by its own catalogue; the other languages' names are a chunk of their own
// (src/i18n/language-names.ts), held back here, asked for on intent — pointing at, focusing or opening the switch —
// and then the switch lists the languages the backend offers.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultRoutes, renderShell } from './shell-harness.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/i18n/language-names.ts', (importOriginal) => chunk.hold(importOriginal));

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

it('shows the current language in itself before any intent, and the languages the backend offers once about to open', async () => {
  // a 6amMart backend offering English, Spanish (by region) and French (not the app's); the shopper reads Bengali
  defaultRoutes({
    language: [
      { key: 'en', value: 'English' },
      { key: 'es-MX', value: 'Spanish' },
      { key: 'fr', value: 'French' },
    ],
  });
  await renderShell({ language: 'bn', location: 'Gulshan, Dhaka' }, { language: 'bn' });
  const [select] = await screen.findAllByRole('combobox', { name: 'ভাষা' });
  expect(select).toHaveTextContent('বাংলা');
  expect(chunk.asked()).toBe(false);

  act(() => select!.focus());
  await waitFor(() => expect(chunk.asked()).toBe(true));
  await chunk.arrive();
  await userEvent.setup().click(select!);
  const options = await screen.findAllByRole('option');
  // English always, the shopper's own language, and the backend's Spanish: never French
  expect(options).toHaveLength(3);
  ['English', 'বাংলা', 'Español'].forEach((name, i) => expect(options[i]).toHaveAccessibleName(name));
});
