import styled from 'styled-components';
import { Button } from './button.tsx';
import { useInViewCallback } from './use-in-view.ts';

/** The paging state of an infinite query (TanStack Query's useInfiniteQuery result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
}

/**
 * The end of a paged list: a Load more button while there is a next page (also fetched when this end scrolls into
 * view, with `infinite`), the paging error, or the end text once everything is shown.
 */
export function PagedEnd({
  query,
  infinite,
  loadMoreLabel,
  endText,
  errorText,
}: {
  query: PagedQuery;
  infinite?: boolean;
  loadMoreLabel: string;
  endText: string;
  errorText: string;
}) {
  const end = useInViewCallback(() => {
    if (infinite && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError)
      void query.fetchNextPage();
  });
  return (
    <More ref={end}>
      {query.isFetchNextPageError && <p role="alert">{errorText}</p>}
      {query.hasNextPage ? (
        <Button
          $variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
        >
          {loadMoreLabel}
        </Button>
      ) : (
        <p role="status">{endText}</p>
      )}
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
