import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../api/errors.ts';
import { reviewQueries } from '../api/review-lists.ts';
import { ReviewList, ReviewsPending } from './review-list.tsx';

/**
 * A store's reviews on its page, newest first with Load more. A store whose business plan has no
 * reviews answers 403 `review`: the spec's 'this store is not having any review plan.' is shown (part 2, messages).
 */
export function StoreReviews({ storeId, focus }: { storeId: number; focus?: boolean }) {
  const { t } = useTranslation();
  // shown in place of the button that asked for them: the focus moves to their heading, not to the page's start
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const query = useInfiniteQuery(reviewQueries.store(storeId));
  const reviews = query.data?.pages.flat() ?? [];
  return (
    <Section aria-labelledby={`store-reviews-${storeId}`}>
      <h2 id={`store-reviews-${storeId}`} ref={heading} tabIndex={-1}>
        {t('reviews.heading')}
      </h2>
      {query.error instanceof ApiError && query.error.code === 'review' ? (
        <p role="status">{t('reviews.noPlan')}</p>
      ) : query.isPending || query.isError ? (
        <ReviewsPending query={query} />
      ) : reviews.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <ReviewList reviews={reviews} query={query} />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;
