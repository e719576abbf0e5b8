import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../api/config.ts';
import { ApiError, isSlow, isUnanswered } from '../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { useConfigFavicon } from './favicon.ts';
import { markPageLive } from '../shop/page-live.ts';

/** Which words explain a failed start: the API's 429, no answer at all, too slow an answer, or any other error. */
export function startupProblem(error: unknown): 'tooManyRequests' | 'offline' | 'slow' | 'serverError' {
  if (isUnanswered(error)) return 'offline';
  if (isSlow(error)) return 'slow';
  return error instanceof ApiError && error.status === 429 ? 'tooManyRequests' : 'serverError';
}

/**
 * The app starts from the business config (every screen reads it). Until it has arrived once the app renders as
 * usual; when it cannot be loaded (429, an error, no network) the customer reads why and can try again, instead of
 * a shell that never fills in.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const config = useQuery(configQueries.config());
  useConfigFavicon();
  if (config.isError && config.data === undefined)
    return (
      <StartupError
        problem={startupProblem(config.error)}
        busy={config.isFetching}
        onRetry={() => void config.refetch()}
      />
    );
  return children;
}

export function StartupError({
  problem,
  busy,
  onRetry,
}: {
  problem: ReturnType<typeof startupProblem>;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // the app is live on this screen too (its Try again works)
  useEffect(markPageLive, []);
  return (
    <Box role="alert" aria-busy={busy}>
      <h1>{t('startup.title')}</h1>
      <p>{t(`startup.${problem}`)}</p>
      <Button onClick={onRetry} disabled={busy}>
        {t('common.retry')}
      </Button>
    </Box>
  );
}

const Box = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    max-width: 36em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
