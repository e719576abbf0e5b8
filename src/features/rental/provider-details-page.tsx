import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { rentalQueries } from '../../api/rental.ts';
import { RentalHeart } from './rental-heart.tsx';
import { RentalPage } from './rental-page.tsx';
import { useRating, VehicleCard, VEHICLE_CARDS_ON_FIRST_SCREEN } from './vehicle-card.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { usePageTitle } from '../../shop/use-page-title.ts';

/** `/rental/provider-details/{id}` (spec part 2 §2): the provider, its reviews and its vehicles. */
export function ProviderDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().providerId);
  const provider = useQuery(rentalQueries.provider(id));
  usePageTitle(provider.isError ? { notFound: true } : provider.data && { name: provider.data.name });
  const reviews = useQuery(rentalQueries.providerReviews(id));
  const vehicles = useQuery(rentalQueries.providerVehicles(id));
  const rating = useRating();
  if (provider.isPending)
    return (
      <RentalPage>
        <p role="status">{t('common.loading')}</p>
      </RentalPage>
    );
  if (provider.isError)
    return (
      <RentalPage>
        <LoadFailure title={t('rental.provider.loadError')} query={provider} />
      </RentalPage>
    );
  const p = provider.data;
  return (
    <RentalPage>
      <Header>
        <img src={p.logo_full_url ?? ''} alt="" width={72} height={72} />
        <div>
          <TitleRow>
            <h1>{p.name}</h1>
            <RentalHeart wish={{ provider_id: p.id }} name={p.name} />
          </TitleRow>
          <p>{p.address}</p>
          <p>★ {rating(p.avg_rating)}</p>
        </div>
      </Header>
      <section aria-labelledby="provider-vehicles">
        <h2 id="provider-vehicles">{t('rental.provider.vehicles')}</h2>
        <Grid>
          {(vehicles.data?.vehicles ?? []).map((v, i) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} from="provider" firstScreen={i < VEHICLE_CARDS_ON_FIRST_SCREEN} />
            </li>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="provider-reviews">
        <h2 id="provider-reviews">{t('rental.provider.reviews')}</h2>
        {(reviews.data?.reviews ?? []).length === 0 ? (
          <p>{t('rental.provider.noReviews')}</p>
        ) : (
          <Reviews>
            {reviews.data!.reviews.map((r) => (
              <li key={r.id}>
                <strong>{r.customer_name}</strong> · ★ {r.rating} · {r.vehicle_name}
                <p>{r.comment}</p>
              </li>
            ))}
          </Reviews>
        )}
      </section>
    </RentalPage>
  );
}

const Header = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  img {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h1,
  p {
    margin: 0;
  }
`;
const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;
const Reviews = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const TitleRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
