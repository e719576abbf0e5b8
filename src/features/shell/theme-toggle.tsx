import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { storeSettings } from '../../session/storage.ts';
import { Icon } from '../../ui/icon.tsx';
import { useStoredTheme } from '../../session/hooks.ts';
import { inlineRow } from '../../ui/layout.ts';

/** Light/dark switch: saved in `settings` and applied at once (the providers read it). */
export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useStoredTheme();
  const dark = theme === 'dark';
  const toggle = () => storeSettings({ theme: dark ? 'light' : 'dark' });
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      aria-label={showLabel ? undefined : t('shell.darkMode')}
    >
      <Icon name={dark ? 'moon' : 'sun'} size={18} />
      {showLabel && <span>{t('shell.darkMode')}</span>}
      <Track data-on={dark || undefined} aria-hidden="true">
        <Thumb />
      </Track>
    </Switch>
  );
}

const Switch = styled.button`
  ${inlineRow(2)}
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: none;
  background: transparent;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Track = styled.span`
  position: relative;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  transition: background 0.15s;
  &[data-on] {
    background: ${({ theme }) => theme.color.primary};
  }
  &[data-on] > span {
    inset-inline-start: 18px;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-start: 2px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  transition: inset-inline-start 0.15s;
`;
