// A list a chart waits for (an order dialog's reasons or payment methods; docs/architecture.md, "Machines"): server
// state, so the view loads it with a query while the chart waits and hands it over; the chart keeps the rules that
// read it.
import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { errorMessage } from '../api/errors.ts';

/**
 * Loads `query` while the chart is `waiting` and hands the answer to it (`hand`, stable across renders): a list kept
 * from before at once while it is fresh, else once asked again. Says what the view shows meanwhile: loading, or
 * failed with the server's message (`reload` asks again, showing loading).
 */
export function useListForChart<T, K extends QueryKey>(
  query: UseQueryOptions<T, Error, T, K>,
  waiting: boolean,
  hand: (list: T) => void,
) {
  const { data, error, isFetching, refetch } = useQuery({ ...query, enabled: waiting });
  useEffect(() => {
    if (waiting && data !== undefined && !isFetching) hand(data);
  }, [hand, data, isFetching, waiting]);
  const loadFailed = waiting && data === undefined && error !== null && !isFetching;
  return {
    loading: waiting && !loadFailed,
    loadFailed,
    loadError: loadFailed ? errorMessage(error) : null,
    reload: () => void refetch(),
  };
}

export type ListLoad = ReturnType<typeof useListForChart>;
