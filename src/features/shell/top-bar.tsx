import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icon.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { useSignedIn, useStoredLocation } from '../../session/hooks.ts';
import { useConfig } from './use-shell-data.ts';
import { Row, inlineRow } from '../../ui/layout.ts';

/**
 * The top bar (only above 1180px, and only when a location or a token exists): location (opens the location
 * picker), theme, phone and language.
 */
export function TopBar() {
  const { t } = useTranslation();
  // each key on its own: a guest id given after the first render does not draw the bar again
  const location = useStoredLocation();
  const signedIn = useSignedIn();
  const config = useConfig().data;
  const picker = useUrlDialog('picker');
  if (!location && !signedIn) return null;
  return (
    <Bar role="region" aria-label={t('shell.topBar')}>
      <Inner>
        <LocationButton type="button" onClick={() => picker.open('location')} title={location ?? undefined}>
          <Icon name="pin" size={18} />
          <span className="visually-hidden">{t('shell.location')}: </span>
          <Address>{location || t('shell.chooseLocation')}</Address>
        </LocationButton>
        <Row $gap={3}>
          <ThemeToggle />
          {config?.phone && (
            <Phone href={`tel:${config.phone}`} aria-label={`${t('shell.phone')} ${config.phone}`}>
              <Icon name="phone" size={16} />
              <bdi>{config.phone}</bdi>
            </Phone>
          )}
          <LanguageSelect />
        </Row>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
`;

const LocationButton = styled.button`
  ${inlineRow(1.5)}
  min-height: 36px;
  max-width: 50%;
  border: none;
  background: transparent;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Address = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Phone = styled.a`
  ${inlineRow(1)}
  min-height: 36px;
  text-decoration: none;
`;
