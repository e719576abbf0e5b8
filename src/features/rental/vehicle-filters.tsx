import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { rentalQueries, type VehicleFilters } from '../../api/rental.ts';
import { PlainList } from '../../ui/basics.ts';
import { RemovableChip } from '../../ui/chip.tsx';
import { cluster } from '../../ui/layout.ts';

const transmissions = ['manual', 'automatic', 'continuously_variable'];
const fuels = ['petrol', 'diesel', 'octan', 'cng', 'electric', 'hybrid'];
const seats = ['1-4', '5-7', '8-100'];

/** The options of each select filter ('' = All / Default), and the label of a chosen value for its chip. */
export function useFilterOptions() {
  const { t } = useTranslation();
  const categories = useQuery(rentalQueries.categories());
  const brands = useQuery(rentalQueries.brands());
  const all = { value: '', label: t('rental.filters.all') };
  return {
    category: [all, ...(categories.data?.vehicles ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
    brand: [all, ...(brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))],
    seats: [all, ...seats.map((s) => ({ value: s, label: s }))],
    transmission: [all, ...transmissions.map((s) => ({ value: s, label: t(`rental.filters.transmissions.${s}`) }))],
    fuel: [all, ...fuels.map((s) => ({ value: s, label: t(`rental.filters.fuels.${s}`) }))],
    sort: [
      { value: '', label: t('rental.filters.sortDefault') },
      { value: 'low_to_high', label: t('rental.filters.lowToHigh') },
      { value: 'high_to_low', label: t('rental.filters.highToLow') },
    ],
  };
}

type Options = ReturnType<typeof useFilterOptions>;

/** The filters set, each as a chip that clears it (label and value as the filter shows them). */
function activeFilters(value: VehicleFilters, options: Options, t: TFunction) {
  const labelOf = (list: { value: string; label: string }[], v: string | number | undefined) =>
    list.find((o) => o.value === String(v ?? ''))?.label ?? String(v);
  const chip = (key: string, shown: string) =>
    t('rental.filters.chip', { label: t(`rental.filters.${key}`), value: shown });
  const chips: Array<{ key: string; label: string; clear: Partial<VehicleFilters> }> = [];
  if (value.categoryIds?.length)
    chips.push({
      key: 'category',
      label: chip('category', labelOf(options.category, value.categoryIds[0])),
      clear: { categoryIds: [] },
    });
  if (value.brandIds?.length)
    chips.push({
      key: 'brand',
      label: chip('brand', labelOf(options.brand, value.brandIds[0])),
      clear: { brandIds: [] },
    });
  for (const key of ['seats', 'transmission', 'fuel', 'sort'] as const)
    if (value[key])
      chips.push({ key, label: chip(key, labelOf(options[key], value[key])), clear: { [key]: undefined } });
  for (const key of ['minPrice', 'maxPrice'] as const)
    if (value[key] !== undefined)
      chips.push({ key, label: chip(key, String(value[key])), clear: { [key]: undefined } });
  for (const key of ['airCondition', 'topRated'] as const)
    if (value[key]) chips.push({ key, label: t(`rental.filters.${key}`), clear: { [key]: false } });
  return chips;
}

/** How many filters are set (the phone's Filters button shows it). */
export function useActiveFilterCount(value: VehicleFilters) {
  const { t } = useTranslation();
  return activeFilters(value, useFilterOptions(), t).length;
}

/** The filters set, as removable chips (a list named "Active filters"); nothing when none is set. */
export function ActiveFilterChips({
  value,
  onChange,
}: {
  value: VehicleFilters;
  onChange: (next: VehicleFilters) => void;
}) {
  const { t } = useTranslation();
  const chips = activeFilters(value, useFilterOptions(), t);
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={t('rental.filters.active')}>
      {chips.map((c) => (
        <li key={c.key}>
          <RemovableChip
            label={c.label}
            removeLabel={t('rental.filters.removeChip', { label: c.label })}
            onRemove={() => onChange({ ...value, ...c.clear })}
          />
        </li>
      ))}
    </Chips>
  );
}

const Chips = styled(PlainList)`
  ${cluster(2)}
`;
