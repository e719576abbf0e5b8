import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/** What a failed load offers its failure view: React Query's query (or the part of it read here). */
export interface FailedLoad {
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * The one view of a load that failed (faults): what could not be loaded (`title`), why in the shop's words
 * (`errorMessage`: no answer, too slow, too many requests with its seconds, the server's failure — never the browser's
 * or a library's text) and Try again. The query also asks again by itself meanwhile (src/api/query-client.ts), so the
 * page recovers without a click once the API is back.
 */
export function LoadFailure({
  title,
  query,
  retryLabel,
  icon,
}: {
  title: ReactNode;
  query: FailedLoad | FailedLoad[];
  /** The button's words when the page has its own (default: common.retry, "Try again"). */
  retryLabel?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const queries = Array.isArray(query) ? query : [query];
  const failed = queries.find((q) => q.error) ?? queries[0];
  return (
    <EmptyState
      role="alert"
      icon={icon}
      title={title}
      body={errorMessage(failed?.error)}
      actions={
        <Button
          $variant="secondary"
          aria-busy={queries.some((q) => q.isFetching)}
          onClick={() => queries.forEach((q) => void q.refetch())}
        >
          {retryLabel ?? t('common.retry')}
        </Button>
      }
    />
  );
}
