import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languages } from '../../i18n/i18n.ts';
import { useSession } from '../../session/hooks.ts';
import { storeSettings } from '../../session/storage.ts';
import { LanguageFlow } from '../../shop/language.context.ts';
import { Card, Page } from '../../ui/page-frame.ts';
import { Note } from './account.styles.ts';
import { row } from '../../ui/layout.ts';

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
  const actor = LanguageFlow.useActorRef();
  const current = LanguageFlow.useSelector((s) => s.context.current);
  const hint = useId();
  return (
    <Card>
      <Choices aria-describedby={hint}>
        <legend>
          <h2>{t('account.settings.language')}</h2>
        </legend>
        <Note id={hint}>{t('account.settings.languageHint')}</Note>
        {languages.map((l) => (
          <label key={l.code}>
            <input
              type="radio"
              name="language"
              value={l.code}
              checked={current === l.code}
              onChange={() => actor.send({ type: 'CHOOSE', code: l.code })}
            />
            <span lang={l.code}>{l.label}</span>
          </label>
        ))}
      </Choices>
    </Card>
  );
}

function ThemeChoice() {
  const { t } = useTranslation();
  const { theme } = useSession();
  return (
    <Card>
      <Choices>
        <legend>
          <h2>{t('account.settings.theme')}</h2>
        </legend>
        {(['light', 'dark'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="theme"
              value={mode}
              checked={theme === mode}
              onChange={() => storeSettings({ theme: mode })}
            />
            {t(`account.settings.${mode}`)}
          </label>
        ))}
      </Choices>
    </Card>
  );
}

const Choices = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    padding: 0;
  }
  legend h2 {
    margin: 0;
  }
  label {
    ${row(2)}
    min-height: 40px;
    cursor: pointer;
  }
`;
