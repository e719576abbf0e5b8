import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <Shell>
      <Main id="main-content">
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </Main>
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;
