import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { rentalQueries, type Vehicle } from '../../api/rental.ts';
import { lineRent, vehicleUnitPrice } from '../../../domain/pricing/rental.ts';
import { Button } from '../../ui/button.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { RentalPage } from './rental-page.tsx';
import { useAddToTripCart } from './add-to-trip-cart.ts';
import { useRentalSearch } from './search-store.ts';
import { pricedVehicle } from './trip-price.ts';
import { RentalHeart } from './rental-heart.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { usePageTitle } from '../../shop/use-page-title.ts';

// The prices, facts, provider and reviews are under the photos: a chunk of their own, asked for with the page.
const VehicleMore = lazy(() => import('./vehicle-more.tsx'));

/** The description is clamped at 130 characters with 'Read more' (spec part 2 §2). */
export const DESCRIPTION_CLAMP = 130;
/** The sticky bottom bar shows after 200 px of scrolling. */
export const BOTTOM_BAR_SCROLL = 200;

/** `/rental/vehicle-details/{vehicleId}?from=` (spec part 2 §2). */
export function VehicleDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().vehicleId);
  const vehicle = useQuery(rentalQueries.vehicle(id));
  usePageTitle(vehicle.isError ? { notFound: true } : vehicle.data && { name: vehicle.data.name });
  return (
    <RentalPage>
      {vehicle.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : vehicle.isError ? (
        <LoadFailure title={t('rental.details.loadError')} query={vehicle} />
      ) : (
        <VehicleDetails vehicle={vehicle.data} />
      )}
    </RentalPage>
  );
}

function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const images = [vehicle.thumbnail_full_url, ...vehicle.images_full_url];
  const [shown, setShown] = useState(0);
  const [more, setMore] = useState(false);
  const long = vehicle.description.length > DESCRIPTION_CLAMP;
  return (
    <Page aria-labelledby="vehicle-name">
      <TitleRow>
        <h1 id="vehicle-name">{vehicle.name}</h1>
        <RentalHeart wish={{ vehicle_id: vehicle.id }} name={vehicle.name} />
      </TitleRow>
      <RentOffer vehicle={vehicle} />
      <Gallery>
        <Main src={images[shown]} alt={vehicle.name} fetchPriority="high" />
        <Thumbs aria-label={t('rental.details.gallery')}>
          {images.slice(0, 5).map((src, i) => (
            <li key={`${src}-${i}`}>
              <ThumbButton
                type="button"
                aria-label={t('rental.details.image', { n: i + 1 })}
                aria-pressed={shown === i}
                onClick={() => setShown(i)}
              >
                <img src={src} alt="" />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      </Gallery>
      <p>
        {long && !more ? `${vehicle.description.slice(0, DESCRIPTION_CLAMP)}…` : vehicle.description}{' '}
        {long && (
          <Button $variant="link" onClick={() => setMore(!more)}>
            {more ? t('rental.details.readLess') : t('rental.details.readMore')}
          </Button>
        )}
      </p>
      <Suspense fallback={null}>
        <VehicleMore vehicle={vehicle} />
      </Suspense>
      <BottomBar vehicle={vehicle} />
    </Page>
  );
}

/**
 * The rent, as the bottom bar words it: 'Start From' the vehicle's price per hour or km, or 'Estimated' for the hours
 * or km searched; and the Rent action.
 */
function useRentOffer(vehicle: Vehicle) {
  const { t } = useTranslation();
  const cart = useAddToTripCart();
  const search = useRentalSearch();
  const money = useMoney(useQuery(configQueries.config()).data);
  const measure = { rentalType: search.tripType, estimatedHours: search.hours, distance: search.distanceKm };
  const units = search.tripType === 'hourly' ? search.hours : search.distanceKm;
  const priced = pricedVehicle(vehicle);
  const unit = search.tripType === 'hourly' ? 'rental.details.perHours' : 'rental.details.perKm';
  const price =
    units > 0
      ? `${t('rental.details.estimated')} ${money(lineRent(priced, 1, measure))} (${t(unit, { count: units, km: units })})`
      : `${t('rental.details.startFrom')} ${money(vehicleUnitPrice(priced, search.tripType))}`;
  return { price, rent: () => cart.add(vehicle), busy: cart.busy };
}

/** The price and Rent under the vehicle's name: on the first screen, whatever its width. */
function RentOffer({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const offer = useRentOffer(vehicle);
  return (
    <Offer>
      <strong>{offer.price}</strong>
      <Button onClick={offer.rent} disabled={offer.busy}>
        {t('rental.details.rentThisCar')}
      </Button>
    </Offer>
  );
}

/** After 200 px of scrolling (spec part 2 §2): the same price and Rent in a bar along the bottom. */
function BottomBar({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const offer = useRentOffer(vehicle);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BOTTOM_BAR_SCROLL);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Bar data-visible={visible} aria-hidden={!visible} inert={!visible}>
      <span>{offer.price}</span>
      <Button onClick={offer.rent} disabled={offer.busy}>
        <Wide>{t('rental.details.rentThisCar')}</Wide>
        <Narrow>{t('rental.details.rent')}</Narrow>
      </Button>
    </Bar>
  );
}

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
// the whole picture in a frame of a vehicle photo's shape (16:10, the demo's too), at most 40 rem wide; another
// shape is letterboxed on the page's second colour: a gallery shows all of the vehicle
const Main = styled.img`
  width: 100%;
  max-width: 40rem;
  aspect-ratio: 16 / 10;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* five thumbnails of 64 px (96 px from a tablet's width on), narrower on a screen where five do not fit */
  grid-template-columns: repeat(5, minmax(0, 64px));
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: 768px) {
    grid-template-columns: repeat(5, minmax(0, 96px));
  }
`;
// as wide as its column before its picture has loaded (a button is only as wide as its content): the row keeps its
// height, and what is under it does not move when the pictures come
const ThumbButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
  }
`;
/** The page's parts one under another, a section's heading close to its content. */
const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  & > p {
    margin: 0;
  }
  section > h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Bar = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  &[data-visible='false'] {
    visibility: hidden;
  }
`;
const Wide = styled.span`
  @media (max-width: 600px) {
    display: none;
  }
`;
const Narrow = styled.span`
  display: none;
  @media (max-width: 600px) {
    display: inline;
  }
`;
const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
  }
`;
const TitleRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  h1 {
    margin: 0;
  }
`;
