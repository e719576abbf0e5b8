// The vehicle search the page opens with: for the page (vehicle-search-page.tsx) and its route loader alike.
import { rentalQueries, type VehicleFilters } from '../../api/rental.ts';
import type { RentalSearch } from './search-store.ts';

/** The filters `/rental/vehicle-search?categoryId=` opens with. */
export const filtersOfUrl = (params: URLSearchParams): VehicleFilters => {
  const categoryId = Number(params.get('categoryId')) || null;
  return { categoryIds: categoryId ? [categoryId] : [] };
};

/** The vehicles searched for: the page's filters with the trip's type and pickup. */
export const vehicleSearchOf = (filters: VehicleFilters, search: RentalSearch) =>
  rentalQueries.search({ ...filters, tripType: search.tripType, pickup: search.pickup });
