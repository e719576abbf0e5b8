import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Loading skeletons, the server's error with a retry, or the empty state; otherwise the content. */
export function QueryState({
  query,
  empty,
  isEmpty,
  skeleton,
  children,
}: {
  query: QueryLike;
  empty: string;
  isEmpty: boolean;
  skeleton: { count: number; height: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionSkeleton {...skeleton} />;
  if (query.isError && isEmpty) return <LoadFailure title={t('home.loadError')} query={query} />;
  if (isEmpty) return <EmptyState role="status" title={empty} />;
  return <>{children}</>;
}

/** A section's loading state: `count` placeholders of `height` in the section's grid. */
export function SectionSkeleton({ count, height }: { count: number; height: string }) {
  const { t } = useTranslation();
  return (
    <Loading role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $h={height} />
      ))}
    </Loading>
  );
}

const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
