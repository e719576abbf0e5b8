import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icon.tsx';
import { LanguageFlow } from '../../shop/language-flow.ts';
import { useOfferedLanguages } from '../../shop/offered-languages.ts';
import { useStoredLanguage } from '../../session/hooks.ts';
import { preloadConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { InlineRow } from '../../ui/layout.ts';
import { IntentSelect } from '../../ui/select.tsx';

/**
 * The language choice (English, العربية, বাংলা, Español: those the backend offers, `useOfferedLanguages`). Choosing
 * another language asks for confirmation first; the select keeps showing the current language until the change is
 * applied. Each language is named in itself: the same options in either reading direction.
 */
export function LanguageSelect({ showLabel = false, onChoose }: { showLabel?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation();
  const flow = LanguageFlow.useFlow();
  const current = useStoredLanguage();
  const options = useOfferedLanguages().map((l) => ({ value: l.code, label: l.label }));
  return (
    <InlineRow $gap={1.5}>
      <Icon name="globe" size={18} />
      <Compact>
        <IntentSelect
          label={t('shell.language')}
          labelHidden={!showLabel}
          options={options}
          value={current}
          onOpenChange={(open) => {
            if (!open) return;
            preloadConfirmDialog();
            flow.prepare();
          }}
          onValueChange={(code) => {
            flow.send({ type: 'CHOOSE', code });
            onChoose?.();
          }}
        />
      </Compact>
    </InlineRow>
  );
}

/** The top bar's select: as wide as its longest language name, not the bar. */
const Compact = styled.div`
  min-width: calc(${({ theme }) => theme.size.fieldMin} * 0.75);
`;
