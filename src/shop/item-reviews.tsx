import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reviewQueries } from '../api/review-lists.ts';
import { ReviewList, ReviewsPending, StarLine } from './review-list.tsx';

/**
 * An item's reviews on its page (issue 25 item 1): the average and how many, the count per star as bars, then the
 * reviews newest first with Load more; loading, empty and error states.
 */
export function ItemReviews({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(reviewQueries.item(itemId));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = first ? first.ratings.reduce((a, b) => a + b, 0) : 0;
  const average = total ? first!.ratings.reduce((sum, n, i) => sum + n * (5 - i), 0) / total : 0;
  return (
    <Section aria-labelledby={`reviews-${itemId}`}>
      <h2 id={`reviews-${itemId}`}>{t('reviews.heading')}</h2>
      {query.isPending || query.isError ? (
        <ReviewsPending query={query} />
      ) : total === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <>
          <Summary>
            <p>
              <Big>{t('reviews.average', { rating: average.toFixed(1) })}</Big> <StarLine rating={average} />{' '}
              {t('reviews.count', { count: total })}
            </p>
            <Bars aria-label={t('reviews.breakdown')}>
              {first!.ratings.map((n, i) => (
                <li key={i}>
                  <span>{t('reviews.starsRow', { count: 5 - i, reviews: n })}</span>
                  <Bar aria-hidden="true">
                    <span style={{ inlineSize: `${(n / total) * 100}%` }} />
                  </Bar>
                </li>
              ))}
            </Bars>
          </Summary>
          <ReviewList reviews={reviews} query={query} />
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;
const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;
const Big = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
`;
const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-inline-size: ${({ theme }) => theme.size.fieldMin};
  li {
    display: grid;
    grid-template-columns: 8em 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
const Bar = styled.span`
  display: block;
  block-size: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  span {
    display: block;
    block-size: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.warning};
  }
`;
