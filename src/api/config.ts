import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';

export type Config = components['schemas']['Config'];

export const fetchConfig = () => unwrap(api.GET('/api/v1/config'));

export const configQueries = {
  config: () => queryOptions({ queryKey: ['config'], queryFn: fetchConfig, staleTime: 5 * 60_000 }),
};
