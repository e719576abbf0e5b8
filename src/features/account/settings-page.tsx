import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession, useStoredLanguage } from '../../session/hooks.ts';
import { storeSettings } from '../../session/storage.ts';
import { LanguageFlow } from '../../shop/language-flow.ts';
import { useOfferedLanguages } from '../../shop/offered-languages.ts';
import { Card, Page } from '../../ui/page-frame.ts';
import { Note } from './account.styles.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';

/**
 * /settings: the customer's language (through the app's one language flow: confirm, store, direction, reload) and
 * theme (light or dark, saved in `settings` and applied at once). Open to guests too: both live in the browser.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('account.settings.title')}</h1>
      <LanguageChoice />
      <ThemeChoice />
    </Page>
  );
}

function LanguageChoice() {
  const { t } = useTranslation();
  const flow = LanguageFlow.useFlow();
  const current = useStoredLanguage();
  const offered = useOfferedLanguages();
  const hint = useId();
  return (
    <Card>
      <RadioCards
        legend={<LegendHeading>{t('account.settings.language')}</LegendHeading>}
        name="language"
        describedBy={hint}
        options={offered.map((o) => ({ ...o, label: <span lang={o.value}>{o.label}</span> }))}
        value={current}
        onValueChange={(code) => flow.send({ type: 'CHOOSE', code })}
      >
        <Note id={hint}>{t('account.settings.languageHint')}</Note>
      </RadioCards>
    </Card>
  );
}

function ThemeChoice() {
  const { t } = useTranslation();
  const { theme } = useSession();
  return (
    <Card>
      <RadioCards
        legend={<LegendHeading>{t('account.settings.theme')}</LegendHeading>}
        name="theme"
        options={(['light', 'dark'] as const).map((mode) => ({ value: mode, label: t(`account.settings.${mode}`) }))}
        value={theme}
        onValueChange={(mode) => storeSettings({ theme: mode })}
      />
    </Card>
  );
}

/** A card's heading inside its choice's legend. */
const LegendHeading = styled.h2`
  margin: 0;
`;
