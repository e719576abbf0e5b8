import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languages } from '../../i18n/i18n.ts';
import { Icon } from './icon.tsx';
import { LanguageFlow } from '../../shop/language.context.ts';
import { preloadConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { InlineRow } from '../../ui/layout.ts';

/**
 * The language choice (English / العربية). Choosing another language asks for confirmation first; the select
 * keeps showing the current language until the change is applied.
 */
export function LanguageSelect({ showLabel = false, onChoose }: { showLabel?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const actor = LanguageFlow.useActorRef();
  const current = LanguageFlow.useSelector((s) => s.context.current);
  return (
    <InlineRow $gap={1.5}>
      <Icon name="globe" size={18} />
      <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        {t('shell.language')}
      </label>
      <Select
        id={id}
        value={current}
        onFocus={preloadConfirmDialog}
        onPointerEnter={preloadConfirmDialog}
        onChange={(e) => {
          actor.send({ type: 'CHOOSE', code: e.target.value });
          onChoose?.();
        }}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </Select>
    </InlineRow>
  );
}

const Select = styled.select`
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding-inline: ${({ theme }) => theme.space(2)};
  cursor: pointer;
`;
