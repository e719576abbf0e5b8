import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';

/** The landing CMS data (GET /api/v1/landing-page): footer description, app links, newsletter texts… */
export type LandingData = components['schemas']['LandingPage'];

export const fetchLandingData = (): Promise<LandingData> =>
  readWith(unwrap(api.GET('/api/v1/landing-page', {})), import('./landing-shape.ts'), (m, a) => m.landingOf(a));

export const landingQueries = {
  data: () => queryOptions({ queryKey: ['landing'], queryFn: fetchLandingData, staleTime: 10 * 60_000 }),
};
