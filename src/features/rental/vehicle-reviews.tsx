import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { providerDetailsPath } from '../../routes/paths.ts';
import { useInViewCallback } from '../../ui/use-in-view.ts';
import { rentalQueries, type RentalProvider } from '../../api/rental.ts';
import { ReviewArticle, ReviewItems, ReviewsPending, StarLine } from '../../shop/review-list.tsx';
import { useRating } from './vehicle-card.tsx';

/** How many of the provider's latest reviews a vehicle's page shows (the rest are on the provider's page). */
export const VEHICLE_PAGE_REVIEWS = 3;

/**
 * The provider's reviews on a vehicle's page (6amMart rates a rental's provider through its vehicles): the rating
 * summary, the latest few (who, stars, text, date, which vehicle) and a link to all of them on the provider's page;
 * 'No reviews yet' when there are none.
 */
export function VehicleReviews({ provider }: { provider: RentalProvider }) {
  const { t } = useTranslation();
  const rating = useRating();
  // asked for when the section comes into view (at once where nothing can tell): a phone's first
  // load neither fetches the reviews nor writes their dates (the dates' Intl formatter, docs/architecture.md "The
  // first load")
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useInViewCallback<HTMLElement>(() => setNear(true));
  const query = useQuery({ ...rentalQueries.providerReviews(provider.id), enabled: near });
  const reviews = query.data?.reviews ?? [];
  return (
    <Section ref={ref} aria-labelledby="vehicle-reviews">
      <h2 id="vehicle-reviews">{t('rental.provider.reviews')}</h2>
      {provider.rating_count > 0 && (
        <p>
          <Big>{t('reviews.average', { rating: rating(provider.avg_rating) })}</Big>{' '}
          <StarLine rating={provider.avg_rating} /> {t('reviews.ratings', { count: provider.rating_count })}
        </p>
      )}
      {query.isPending || query.isError ? (
        <ReviewsPending query={query} />
      ) : reviews.length === 0 ? (
        <p>{t('rental.provider.noReviews')}</p>
      ) : (
        <>
          <ReviewItems aria-label={t('rental.details.latestReviews', { name: provider.name })}>
            {reviews.slice(0, VEHICLE_PAGE_REVIEWS).map((r) => (
              <li key={r.id}>
                <ReviewArticle review={r} about={r.vehicle_name} />
              </li>
            ))}
          </ReviewItems>
          <Link to={providerDetailsPath(provider.id)}>
            {t('rental.details.allReviews', { count: query.data!.total_size, name: provider.name })}
          </Link>
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & > h2,
  & > p {
    margin: 0;
  }
`;
const Big = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
`;
