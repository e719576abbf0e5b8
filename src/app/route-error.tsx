import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/button.tsx';

/**
 * A lazy chunk that cannot be fetched (connection dropped, or the shop was redeployed and the old chunk is gone)
 * rejects its dynamic import with one of these browser messages (Chromium, Firefox, Safari) or Vite's preload error.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  const chunk = isChunkLoadError(error);
  return (
    <Box role="alert">
      <h1>{chunk ? t('startup.chunkTitle') : t('common.somethingWentWrong')}</h1>
      {chunk && <p>{t('startup.chunkBody')}</p>}
      <Button onClick={() => window.location.reload()}>{chunk ? t('startup.reload') : t('common.retry')}</Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
`;
