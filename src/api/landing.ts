import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';

/** The landing CMS data (GET /api/v1/landing-page): footer description, app links, newsletter texts… */
export type LandingData = components['schemas']['LandingPage'];

export const fetchLandingData = () => unwrap(api.GET('/api/v1/landing-page', {}));

export const landingQueries = {
  data: () => queryOptions({ queryKey: ['landing'], queryFn: fetchLandingData, staleTime: 10 * 60_000 }),
};
