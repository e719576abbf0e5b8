import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';
import { rentalQueries, type VehicleFilters } from '../../api/rental.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RentalPage } from './rental-page.tsx';
import { useRentalSearch } from './search-store.ts';
import { TripSearchForm } from './trip-search-form.tsx';
import { VehicleCard } from './vehicle-card.tsx';
import { VehicleFiltersForm } from './vehicle-filters.tsx';

/** `/rental/vehicle-search?categoryId=` or `?all_category=1` (spec part 2 §2). */
export function VehicleSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = Number(params.get('categoryId')) || null;
  const search = useRentalSearch();
  const [filters, setFilters] = useState<VehicleFilters>(() => ({ categoryIds: categoryId ? [categoryId] : [] }));
  const query = useInfiniteQuery(
    rentalQueries.search({ ...filters, tripType: search.tripType, pickup: search.pickup }),
  );
  const vehicles = query.data?.pages.flatMap((p) => p.vehicles) ?? [];
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <RentalPage>
      <h1>{t('rental.search.heading')}</h1>
      <TripSearchForm />
      <VehicleFiltersForm value={filters} onChange={setFilters} />
      <CartLink to={paths.rentalCart}>{t('rental.cart.title')}</CartLink>
      {query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : vehicles.length === 0 ? (
        <EmptyState role="status" title={t('rental.search.empty')} />
      ) : (
        <Grid aria-label={t('rental.search.results')}>
          {vehicles.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} from="search" />
            </li>
          ))}
        </Grid>
      )}
      <div ref={end}>
        {hasNextPage && (
          <Button $variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t('rental.search.loadMore')}
          </Button>
        )}
      </div>
    </RentalPage>
  );
}

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const CartLink = styled(Link)`
  display: none;
  @media (max-width: 1180px) {
    display: inline-block;
    margin-block: ${({ theme }) => theme.space(2)};
  }
`;
