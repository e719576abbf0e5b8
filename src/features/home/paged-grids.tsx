import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ItemPage } from '../../api/items.ts';
import type { StorePage } from '../../api/stores.ts';
import { itemCard } from './card-model.ts';
import { LoadMore } from './load-more.tsx';
import { ProductCard, PRODUCT_CARDS_ON_FIRST_SCREEN } from './product-card.tsx';
import { QueryState } from './query-state.tsx';
import { StoreCard } from './store-card.tsx';
import { useFormatters } from './use-formatters.ts';
import { Row } from './section.tsx';

type Paged<P> = UseInfiniteQueryResult<InfiniteData<P>, Error>;

/** Product cards of a paged item list: skeletons, error with retry, empty text, the next page on scroll. */
export function ItemGrid({ query, empty, kindWord }: { query: Paged<ItemPage>; empty: string; kindWord: string }) {
  const f = useFormatters();
  const items = query.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <QueryState query={query} empty={empty} isEmpty={items.length === 0} skeleton={{ count: 6, height: '220px' }}>
      <Row>
        {items.map((item, i) => (
          <li key={item.id}>
            <ProductCard card={itemCard(item, f.vegToggle)} firstScreen={i < PRODUCT_CARDS_ON_FIRST_SCREEN} />
          </li>
        ))}
      </Row>
      <LoadMore query={query} kindWord={kindWord} infinite />
    </QueryState>
  );
}

/** Store cards of a paged store list, like ItemGrid. */
export function StoreGrid({ query, empty, kindWord }: { query: Paged<StorePage>; empty: string; kindWord: string }) {
  const stores = query.data?.pages.flatMap((p) => p.stores) ?? [];
  return (
    <QueryState query={query} empty={empty} isEmpty={stores.length === 0} skeleton={{ count: 4, height: '80px' }}>
      <Stores>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </Stores>
      <LoadMore query={query} kindWord={kindWord} infinite />
    </QueryState>
  );
}

/** The grid of store cards. */
export const Stores = styled(Row)`
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
