// The app's providers tell Ark UI the language, so its menus, comboboxes and dialogs lay out right to left in Arabic
// (without a LocaleProvider Ark UI assumes en-US, left to right).
import { render, screen } from '@testing-library/react';
import { useLocaleContext } from '@ark-ui/react/locale';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../src/app/providers.tsx';
import { createI18n } from '../../../src/i18n/i18n.ts';

function Probe() {
  const { locale, dir } = useLocaleContext();
  return <p>{`${locale} ${dir}`}</p>;
}

describe('app providers', () => {
  it.each([
    ['ar', 'ar rtl'],
    ['en', 'en ltr'],
  ])('give Ark UI the %s locale and its direction', async (language, expected) => {
    const i18n = await createI18n(language);
    render(
      <Providers i18n={i18n}>
        <Probe />
      </Providers>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
