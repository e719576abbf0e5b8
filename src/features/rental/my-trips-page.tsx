import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { pathWithDialog, paths, TRIP_ID_PARAM, tripDetailsPath } from '../../routes/paths.ts';
import { configQueries } from '../../api/config.ts';
import { tripQueries, type Trip, type TripListType } from '../../api/rental-trips.ts';
import { useSession } from '../../session/hooks.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { errorMessage } from '../../api/errors.ts';
import { TripDetails } from './trip-details.tsx';

const TABS: TripListType[] = ['all', 'running', 'completed'];

/**
 * `/my-trips` (spec part 2 §2, §7): the customer's trips in three tabs (All, Running, Completed), paged; with
 * `?trip_id=` one trip's details (guests too: a guest's booking and a digital payment's return land there).
 */
export function MyTripsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tripId = Number(params.get(TRIP_ID_PARAM)) || null;
  const { token } = useSession();
  return (
    <Page>
      {tripId !== null ? (
        <TripDetails tripId={tripId} />
      ) : (
        <>
          <h1>{t('rental.trips.title')}</h1>
          {token ? (
            <Tabs
              label={t('rental.trips.title')}
              tabs={TABS.map((type) => ({
                value: type,
                label: t(`rental.trips.tabs.${type}`),
                content: <TripList type={type} />,
              }))}
            />
          ) : (
            <EmptyState
              title={t('rental.trips.signInTitle')}
              body={t('rental.trips.signInBody')}
              actions={<Link to={pathWithDialog(paths.myTrips, 'auth', 'sign-in')}>{t('rental.trips.signIn')}</Link>}
            />
          )}
        </>
      )}
    </Page>
  );
}

function TripList({ type }: { type: TripListType }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const query = useInfiniteQuery(tripQueries.list(type));
  const trips = query.data?.pages.flatMap((p) => p.trips) ?? [];
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  // worded (never an exception's text); the list asks again by itself (src/api/query-client.ts)
  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  if (trips.length === 0)
    return <EmptyState title={t(`rental.trips.empty.${type}`)} body={t('rental.trips.emptyBody')} />;
  return (
    <>
      <List aria-label={t(`rental.trips.tabs.${type}`)}>
        {trips.map((trip) => (
          <TripRow key={trip.id} trip={trip} money={money} />
        ))}
      </List>
      {query.hasNextPage && (
        <Button $variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('rental.trips.loadMore')}
        </Button>
      )}
    </>
  );
}

function TripRow({ trip, money }: { trip: Trip; money: (n: number) => string }) {
  const { t } = useTranslation();
  const name = t('rental.trips.tripNo', { id: trip.id });
  return (
    <Row aria-label={name}>
      <Link to={tripDetailsPath(trip.id)}>{name}</Link>
      <span>{trip.provider?.name}</span>
      <span>{t(`rental.trips.status.${trip.trip_status}`)}</span>
      <span>{trip.pickup_time}</span>
      <strong>{money(trip.trip_amount)}</strong>
    </Row>
  );
}

const Page = styled.div`
  max-width: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
