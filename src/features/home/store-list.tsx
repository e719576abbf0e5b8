import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../../api/scope.ts';
import { storeQueries, type StoreListKind } from '../../api/stores.ts';
import { LoadMore } from './load-more.tsx';
import { QueryState } from './query-state.tsx';
import { Row, Section } from './section.tsx';
import { StoreCard } from './store-card.tsx';
import styled from 'styled-components';

/** The id of a module home's first store list, the target of its "Skip to stores" (module-home.tsx). */
export const STORES_ANCHOR = 'stores';

/**
 * Latest or popular stores, 12 per request; 'Load more' fetches the next page while the last one was non-empty. The
 * home's first store list is `first`: its anchor is `STORES_ANCHOR`.
 */
export function StoreList({
  kind,
  scope,
  title,
  kindWord,
  first = false,
}: {
  kind: StoreListKind;
  scope: Scope;
  title: string;
  kindWord: string;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const options = storeQueries.list(kind, scope);
  const query = useInfiniteQuery(options);
  const stores = query.data?.pages.flatMap((p) => p.stores) ?? [];
  return (
    <Section title={title} reload={[options.queryKey]} anchor={first ? STORES_ANCHOR : undefined}>
      <QueryState
        query={query}
        empty={t('home.empty.stores', { kind: kindWord })}
        isEmpty={stores.length === 0}
        skeleton={{ count: 4, height: '80px' }}
      >
        <Grid>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </Grid>
        <LoadMore query={query} kindWord={kindWord} />
      </QueryState>
    </Section>
  );
}

const Grid = styled(Row)`
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
