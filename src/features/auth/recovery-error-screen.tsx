import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../routes/paths.ts';

/** Shown on /forgot-password when neither phone nor email verification is enabled. */
export function RecoveryErrorScreen() {
  const { t } = useTranslation();
  return (
    <Wrap role="alert" aria-labelledby="recovery-error-title">
      <h2 id="recovery-error-title">{t('auth.recoveryErrorTitle')}</h2>
      <p>{t('auth.recoveryErrorBody')}</p>
      <SupportLink href={paths.helpAndSupport} target="_blank" rel="noopener noreferrer">
        {t('auth.helpAndSupport')}
        <span className="visually-hidden"> {t('auth.opensInNewTab')}</span>
      </SupportLink>
    </Wrap>
  );
}

const Wrap = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space(6)};
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SupportLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
