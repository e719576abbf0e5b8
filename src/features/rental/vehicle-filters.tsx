import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rentalQueries, type VehicleFilters } from '../../api/rental.ts';

const transmissions = ['manual', 'automatic', 'continuously_variable'];
const fuels = ['petrol', 'diesel', 'octan', 'cng', 'electric', 'hybrid'];
const seats = ['1-4', '5-7', '8-100'];

/** The search filters (spec part 2 §2): category, brand, seats, air condition, transmission, fuel, price, rating. */
export function VehicleFiltersForm({
  value,
  onChange,
}: {
  value: VehicleFilters;
  onChange: (next: VehicleFilters) => void;
}) {
  const { t } = useTranslation();
  const categories = useQuery(rentalQueries.categories());
  const brands = useQuery(rentalQueries.brands());
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...value, ...patch });
  const num = (text: string) => (text === '' ? undefined : Math.max(0, Number(text)));
  return (
    <Filters aria-label={t('rental.filters.title')}>
      <label>
        {t('rental.filters.category')}
        <select
          value={value.categoryIds?.[0] ?? ''}
          onChange={(e) => set({ categoryIds: e.target.value ? [Number(e.target.value)] : [] })}
        >
          <option value="">{t('rental.filters.all')}</option>
          {(categories.data?.vehicles ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rental.filters.brand')}
        <select
          value={value.brandIds?.[0] ?? ''}
          onChange={(e) => set({ brandIds: e.target.value ? [Number(e.target.value)] : [] })}
        >
          <option value="">{t('rental.filters.all')}</option>
          {(brands.data?.brands ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rental.filters.seats')}
        <select value={value.seats ?? ''} onChange={(e) => set({ seats: e.target.value || undefined })}>
          <option value="">{t('rental.filters.all')}</option>
          {seats.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rental.filters.transmission')}
        <select value={value.transmission ?? ''} onChange={(e) => set({ transmission: e.target.value || undefined })}>
          <option value="">{t('rental.filters.all')}</option>
          {transmissions.map((s) => (
            <option key={s} value={s}>
              {t(`rental.filters.transmissions.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rental.filters.fuel')}
        <select value={value.fuel ?? ''} onChange={(e) => set({ fuel: e.target.value || undefined })}>
          <option value="">{t('rental.filters.all')}</option>
          {fuels.map((s) => (
            <option key={s} value={s}>
              {t(`rental.filters.fuels.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rental.filters.minPrice')}
        <input
          type="number"
          min={0}
          value={value.minPrice ?? ''}
          onChange={(e) => set({ minPrice: num(e.target.value) })}
        />
      </label>
      <label>
        {t('rental.filters.maxPrice')}
        <input
          type="number"
          min={0}
          value={value.maxPrice ?? ''}
          onChange={(e) => set({ maxPrice: num(e.target.value) })}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={!!value.airCondition}
          onChange={(e) => set({ airCondition: e.target.checked })}
        />
        {t('rental.filters.airCondition')}
      </label>
      <label>
        <input type="checkbox" checked={!!value.topRated} onChange={(e) => set({ topRated: e.target.checked })} />
        {t('rental.filters.topRated')}
      </label>
      <label>
        {t('rental.filters.sort')}
        <select
          value={value.sort ?? ''}
          onChange={(e) => set({ sort: (e.target.value || undefined) as VehicleFilters['sort'] })}
        >
          <option value="">{t('rental.filters.sortDefault')}</option>
          <option value="low_to_high">{t('rental.filters.lowToHigh')}</option>
          <option value="high_to_low">{t('rental.filters.highToLow')}</option>
        </select>
      </label>
    </Filters>
  );
}

const Filters = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: grid;
    gap: 2px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  select,
  input[type='number'] {
    min-height: 32px;
  }
`;
