import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reviewQueries } from '../api/review-lists.ts';
import { configQueries } from '../api/config.ts';
import { formatLocale, formatRating } from '../../domain/format.ts';
import { ReviewList, ReviewsPending, StarLine } from './review-list.tsx';

/** The item's rating as the shop shows it everywhere (its average and how many rated it). */
export interface ItemRating {
  average: number;
  count: number;
}

/**
 * An item's reviews on its page and popups: the item's rating (`rating`, the figures its card
 * shows), the written reviews' count per star as bars, then those reviews newest first with Load more; loading,
 * empty and error states. An item rated without a written review says so.
 */
export function ItemReviews({ itemId, rating }: { itemId: number; rating?: ItemRating }) {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery(reviewQueries.item(itemId));
  const decimals = useQuery(configQueries.formatting()).data?.digit_after_decimal_point;
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = first ? first.ratings.reduce((a, b) => a + b, 0) : 0;
  const written = total ? first!.ratings.reduce((sum, n, i) => sum + n * (5 - i), 0) / total : 0;
  // the shop's own figures when it has them (ratings are kept without a written review too)
  const shown = rating && rating.count > 0 ? rating : total > 0 ? { average: written, count: total } : null;
  return (
    <Section aria-labelledby={`reviews-${itemId}`}>
      <h2 id={`reviews-${itemId}`}>{t('reviews.heading')}</h2>
      {shown && (
        <p>
          <Big>
            {t('reviews.average', { rating: formatRating(shown.average, decimals, formatLocale(i18n.language)) })}
          </Big>{' '}
          <StarLine rating={shown.average} /> {t('reviews.ratings', { count: shown.count })}
        </p>
      )}
      {query.isPending || query.isError ? (
        <ReviewsPending query={query} />
      ) : total === 0 ? (
        <p>{shown ? t('reviews.noneWritten') : t('reviews.empty')}</p>
      ) : (
        <>
          <Summary>
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
