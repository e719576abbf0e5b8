import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../routes/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundBody')}</p>
      <Link to={paths.home}>{t('common.goHome')}</Link>
    </Box>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
`;
