import { QueryClient } from '@tanstack/react-query';
import { isRetriable } from '../api/errors.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => isRetriable(error) && count < 2,
      },
    },
  });
}
