import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Vehicle } from '../../api/rental.ts';

/**
 * The vehicle's facts as a grid of labelled tiles (seats, air condition, transmission, fuel, engine, type, brand,
 * category): what its answer carries, each fact it has a value for.
 */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const facts: [label: string, value: string | number][] = [
    [t('rental.filters.seats'), vehicle.seating_capacity],
    [t('rental.filters.airCondition'), vehicle.air_condition ? t('rental.card.ac') : t('rental.card.nonAc')],
    [
      t('rental.filters.transmission'),
      t(`rental.filters.transmissions.${vehicle.transmission_type}`, vehicle.transmission_type),
    ],
    [t('rental.filters.fuel'), t(`rental.filters.fuels.${vehicle.fuel_type}`, vehicle.fuel_type)],
    [t('rental.details.engineCapacity'), vehicle.engine_capacity],
    [t('rental.details.enginePower'), vehicle.engine_power],
    [t('rental.details.type'), t(`rental.details.types.${vehicle.type}`, vehicle.type)],
    [t('rental.filters.brand'), vehicle.brand.name],
    [t('rental.filters.category'), vehicle.category.name],
  ];
  return (
    <section aria-labelledby="vehicle-specs">
      <h2 id="vehicle-specs">{t('rental.details.specs')}</h2>
      <Grid>
        {facts
          .filter(([, value]) => value !== '' && value !== null && value !== undefined)
          .map(([label, value]) => (
            <Fact key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fact>
          ))}
      </Grid>
    </section>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.space(32)}, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;
/** The box of a fact or of the provider's card on a vehicle's page. */
export const vehicleTile = css`
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;
/** One fact: its label small and muted over its value. */
const Fact = styled.div`
  ${vehicleTile}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;
