import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthConfig } from './use-auth-config.ts';
import { ForgotPasswordFlow } from './forgot-password-flow.tsx';
import { RecoveryErrorScreen } from './recovery-error-screen.tsx';

/**
 * /forgot-password: request a code, verify the 6-digit code (4 digits from older backends, which recover by phone),
 * set a new password (or the recovery error screen).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  return (
    <Page>
      <Card>
        <h1>{t('auth.forgotPasswordTitle')}</h1>
        {auth.query.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : auth.query.isError || (!auth.recovery.phoneVerification && !auth.recovery.emailVerification) ? (
          <RecoveryErrorScreen />
        ) : (
          <ForgotPasswordFlow settings={auth.recovery} />
        )}
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
`;

const Card = styled.div`
  inline-size: 100%;
  max-inline-size: 480px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
`;
