import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { Icon } from '../../ui/icon.tsx';
import { LanguageFlow } from '../../shop/language-flow.ts';
import { useStoredLanguage } from '../../session/hooks.ts';
import { preloadConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { InlineRow } from '../../ui/layout.ts';
import { IntentSelect } from '../../ui/select.tsx';

type LanguageNames = typeof import('../../i18n/language-names.ts');

/**
 * The language choice (English, العربية, বাংলা, Español: those the backend offers, `offeredLanguages`). Choosing
 * another language asks for confirmation first; the select keeps showing the current language until the change is
 * applied. Each language is named in itself: the same options in either reading direction. Until the choice is
 * about to open (pointed at, focused or pressed) it lists only the current language, named by its catalogue: the
 * others' names are a chunk of their own, off every page's first load.
 */
export function LanguageSelect({ showLabel = false, onChoose }: { showLabel?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation();
  const flow = LanguageFlow.useFlow();
  const current = useStoredLanguage();
  const listed = useQuery(configQueries.config()).data?.language;
  const [names, setNames] = useState<LanguageNames>();
  const prepare = () => void import('../../i18n/language-names.ts').then((m) => setNames(() => m));
  const options = names?.offeredLanguages(listed, current) ?? [{ value: current, label: t('shell.thisLanguage') }];
  return (
    <InlineRow $gap={1.5} onPointerEnter={prepare} onFocus={prepare}>
      <Icon name="globe" size={18} />
      <Compact>
        <IntentSelect
          label={t('shell.language')}
          labelHidden={!showLabel}
          options={options}
          value={current}
          onOpenChange={(open) => {
            if (!open) return;
            prepare();
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
