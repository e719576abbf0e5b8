import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../routes/paths.ts';
import type { VehicleFilters } from '../../api/rental.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Panel } from '../../ui/panel.ts';
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts';
import { useOnceTrue } from '../../ui/use-once-true.ts';
import { RentalPage } from './rental-page.tsx';
import { useRentalSearch } from './search-store.ts';
import { filtersOfUrl, vehicleSearchOf } from './vehicle-search-query.ts';
import { TripSearchForm } from './trip-search-form.tsx';
import { tripKindText } from './trip-kind.ts';
import { isPickupNow } from '../../../domain/trip-cart.ts';
import { formatDate } from '../../../domain/format.ts';
import { VehicleCard, VEHICLE_CARDS_ON_FIRST_SCREEN } from './vehicle-card.tsx';
import { ActiveFilterChips, useActiveFilterCount } from './vehicle-filters.tsx';
import { stack } from '../../ui/layout.ts';
import { cardColumns } from '../../ui/card-columns.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { DefaultPlaceNotice } from '../../shop/default-place-notice.tsx';

// The filters form (the kit's selects, number fields and checkboxes) is a chunk of its own: the vehicles come first,
// the sidebar's form a moment later, and a phone loads it when its Filters sheet opens (the bundle budget,
// docs/architecture.md "The component kit").
const VehicleFiltersForm = lazy(() =>
  import('./vehicle-filters-form.tsx').then((m) => ({ default: m.VehicleFiltersForm })),
);

/** `/rental/vehicle-search?categoryId=` or `?all_category=1` (spec part 2 §2). */
export function VehicleSearchPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const search = useRentalSearch();
  const [filters, setFilters] = useState<VehicleFilters>(() => filtersOfUrl(params));
  const query = useInfiniteQuery(vehicleSearchOf(filters, search));
  const vehicles = query.data?.pages.flatMap((p) => p.vehicles) ?? [];
  const end = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The phone's sheet is mounted when it first opens (Ark's dialog comes with it), and stays (Ark closes it and
  // gives the focus back): mounted closed, it would load Ark's dialog while the page hydrates, for a press that may
  // never come.
  const sheetMounted = useOnceTrue(sheetOpen);
  const [tripOpen, setTripOpen] = useState(false);
  const tripFormId = useId();
  const activeCount = useActiveFilterCount(filters);
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
      <DefaultPlaceNotice />
      {/* The sidebar on wide screens and the Filters button on a phone are both in the page, one of them hidden by the
          media query (CSS): the server's page already has a phone's layout, and nothing moves when it hydrates. Only
          the sidebar's form waits for a wide screen, so a phone loads it when its sheet opens. */}
      <Columns>
        <Sidebar>
          {!narrow && (
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <VehicleFiltersForm value={filters} onChange={setFilters} />
            </Suspense>
          )}
        </Sidebar>
        <Results>
          {/* On a phone the trip is one line with a Change button, so the vehicles show on the first screen; the form
              opens under it. Chosen by the media query (CSS), not in the DOM: the server's page is right at once. */}
          <TripBar>
            <TripFacts>
              <strong>{t('rental.search.trip')}</strong>
              <span>
                {tripKindText(t, { type: search.tripType, hours: search.hours, km: search.distanceKm })} ·{' '}
                {isPickupNow(search.pickupAt ? new Date(search.pickupAt) : null, new Date()) ? (
                  t('rental.search.pickupNow')
                ) : (
                  <time dateTime={search.pickupAt!}>
                    {formatDate(search.pickupAt!, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                )}
              </span>
            </TripFacts>
            <Button
              $variant="secondary"
              $size="sm"
              aria-expanded={tripOpen}
              aria-controls={tripFormId}
              onClick={() => setTripOpen((open) => !open)}
            >
              {tripOpen ? t('rental.search.doneTrip') : t('rental.search.changeTrip')}
            </Button>
          </TripBar>
          <TripFormSlot id={tripFormId} data-open={tripOpen || undefined}>
            <TripSearchForm />
          </TripFormSlot>
          <Toolbar>
            <Button $variant="secondary" onClick={() => setSheetOpen(true)}>
              {activeCount ? t('rental.filters.open', { count: activeCount }) : t('rental.filters.title')}
            </Button>
            <CartLink to={paths.rentalCart}>{t('rental.cart.title')}</CartLink>
          </Toolbar>
          <ActiveFilterChips value={filters} onChange={setFilters} />
          {/* the results' heading (hidden: the list says what it is), so that the cards' h3 come below an h2 */}
          <h2 className="visually-hidden">{t('rental.search.results')}</h2>
          {query.isPending ? (
            <p role="status">{t('common.loading')}</p>
          ) : query.isError ? (
            <LoadFailure title={t('rental.search.loadError')} query={query} />
          ) : vehicles.length === 0 ? (
            <EmptyState role="status" title={t('rental.search.empty')} />
          ) : (
            <Grid aria-label={t('rental.search.results')}>
              {vehicles.map((v, i) => (
                <li key={v.id}>
                  <VehicleCard vehicle={v} from="search" firstScreen={i < VEHICLE_CARDS_ON_FIRST_SCREEN} />
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
        </Results>
      </Columns>
      {narrow && sheetMounted && (
        <Dialog
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title={t('rental.filters.title')}
          placement="bottom"
          footer={
            <Button $block onClick={() => setSheetOpen(false)}>
              {t('rental.filters.show')}
            </Button>
          }
        >
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <VehicleFiltersForm value={filters} onChange={setFilters} />
          </Suspense>
        </Dialog>
      )}
    </RentalPage>
  );
}

/** The filters beside the results (wide screens): a panel that stays in view while the results scroll. */
const Sidebar = styled(Panel)`
  position: sticky;
  inset-block-start: ${({ theme }) => theme.space(24)};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const TripBar = styled(Panel)`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const TripFacts = styled.p`
  ${stack(0.5)}
  margin: 0;
  min-width: 0;
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The trip form: always shown on wide screens, on a phone once Change opens it. */
const TripFormSlot = styled.div`
  ${({ theme }) => theme.media.mobile} {
    &:not([data-open]) {
      display: none;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebar} minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Results = styled.div`
  ${stack(3)}
  min-width: 0;
`;

/** The phone's Filters button and trip cart link (the sidebar has both on wide screens). */
const Toolbar = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The results by the screen's width (cardColumns): one card a row on a phone (up to 480 px), two on a tablet, three
 * from 1100 px on (beside the filters and the trip cart from 1181 px). The shop is at most 1300 px wide, so a 1920 px
 * screen has the results' width of a 1280 px one: a fourth card would be too narrow to read.
 */
const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  ${cardColumns}
  gap: ${({ theme }) => theme.space(3)};
`;

const CartLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
