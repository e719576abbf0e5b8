import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { providerDetailsPath } from '../../routes/paths.ts';
import { rentalQueries, type RentalProvider, type Vehicle } from '../../api/rental.ts';
import { MutedText } from '../../ui/basics.ts';
import { vehicleTile } from './vehicle-specs.tsx';
import { useRating } from './vehicle-card.tsx';

/**
 * The vehicle's provider: the one its answer carries (6amMart sends it with the vehicle), else the provider's own
 * answer (the provider page's query, asked only then).
 */
export function useVehicleProvider(vehicle: Vehicle): RentalProvider | undefined {
  const asked = useQuery({ ...rentalQueries.provider(vehicle.provider_id), enabled: !vehicle.provider });
  return vehicle.provider ?? asked.data;
}

/** The provider block: its logo, name (a link to its page), rating and address. */
export function VehicleProvider({ provider }: { provider: RentalProvider | undefined }) {
  const { t } = useTranslation();
  const rating = useRating();
  return (
    <section aria-labelledby="vehicle-provider">
      <h2 id="vehicle-provider">{t('rental.details.provider')}</h2>
      {provider ? (
        <Card>
          <Logo src={provider.logo_full_url ?? ''} alt="" width={56} height={56} loading="lazy" />
          <div>
            <Name to={providerDetailsPath(provider.id)}>{provider.name}</Name>
            <p>
              <span aria-hidden="true">★ </span>
              {t('rental.details.providerRating', {
                rating: rating(provider.avg_rating),
                count: provider.rating_count,
              })}
            </p>
            {provider.address && <MutedText as="p">{provider.address}</MutedText>}
          </div>
        </Card>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}

const Card = styled.div`
  ${vehicleTile}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;
const Logo = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
`;
