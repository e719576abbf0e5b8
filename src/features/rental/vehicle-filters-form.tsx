import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VehicleFilters } from '../../api/rental.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { useFilterOptions } from './vehicle-filters.tsx';
import { stack } from '../../ui/layout.ts';

/** The search filters (spec part 2 §2): category, brand, seats, air condition, transmission, fuel, price, rating. */
export function VehicleFiltersForm({
  value,
  onChange,
}: {
  value: VehicleFilters;
  onChange: (next: VehicleFilters) => void;
}) {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...value, ...patch });
  const price = (n: number | null) => (n === null ? undefined : Math.max(0, n));
  return (
    <Filters aria-label={t('rental.filters.title')}>
      <Select
        label={t('rental.filters.category')}
        options={options.category}
        value={String(value.categoryIds?.[0] ?? '')}
        onValueChange={(v) => set({ categoryIds: v ? [Number(v)] : [] })}
      />
      <Select
        label={t('rental.filters.brand')}
        options={options.brand}
        value={String(value.brandIds?.[0] ?? '')}
        onValueChange={(v) => set({ brandIds: v ? [Number(v)] : [] })}
      />
      <Select
        label={t('rental.filters.seats')}
        options={options.seats}
        value={value.seats ?? ''}
        onValueChange={(v) => set({ seats: v || undefined })}
      />
      <Select
        label={t('rental.filters.transmission')}
        options={options.transmission}
        value={value.transmission ?? ''}
        onValueChange={(v) => set({ transmission: v || undefined })}
      />
      <Select
        label={t('rental.filters.fuel')}
        options={options.fuel}
        value={value.fuel ?? ''}
        onValueChange={(v) => set({ fuel: v || undefined })}
      />
      <Prices>
        <NumberInput
          label={t('rental.filters.minPrice')}
          min={0}
          value={value.minPrice ?? null}
          onValueChange={(n) => set({ minPrice: price(n) })}
        />
        <NumberInput
          label={t('rental.filters.maxPrice')}
          min={0}
          value={value.maxPrice ?? null}
          onValueChange={(n) => set({ maxPrice: price(n) })}
        />
      </Prices>
      <Checkbox
        label={t('rental.filters.airCondition')}
        checked={!!value.airCondition}
        onCheckedChange={(airCondition) => set({ airCondition })}
      />
      <Checkbox
        label={t('rental.filters.topRated')}
        checked={!!value.topRated}
        onCheckedChange={(topRated) => set({ topRated })}
      />
      <Select
        label={t('rental.filters.sort')}
        options={options.sort}
        value={value.sort ?? ''}
        onValueChange={(v) => set({ sort: (v || undefined) as VehicleFilters['sort'] })}
      />
    </Filters>
  );
}

const Filters = styled.section`
  ${stack(3)}
`;

/** Min and max price side by side where both steppers fit (a wide filters sheet), else one under the other. */
const Prices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.fieldMin}, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;
