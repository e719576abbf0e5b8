import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Box role="alert">
      <h1>{t('common.somethingWentWrong')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </Box>
  );
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
`;
