import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { storeItemQueries } from '../../api/items.ts';
import type { StoreDetails } from '../../api/stores.ts';
import { TextField } from '../../ui/text-field.tsx';
import { itemCard } from './card-model.ts';
import { LoadMore } from './load-more.tsx';
import { ProductCard, PRODUCT_CARDS_ON_FIRST_SCREEN } from './product-card.tsx';
import { QueryState } from './query-state.tsx';
import { Row, Section } from './section.tsx';
import { useFormatters } from './use-formatters.ts';
import { useImageSrc } from '../../api/images.ts';
import { ToggleChip } from '../../ui/basics.ts';
import { cluster } from '../../ui/layout.ts';

/**
 * A store's items (spec part 2 §2 "/store/{id}"): its categories as filters, a search inside the store and the
 * items 12 per page, the next page loading when the end of the list scrolls into view (or on 'Load more').
 */
export function StoreItems({ store, zoneId, kindWord }: { store: StoreDetails; zoneId: string; kindWord: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const src = useImageSrc();
  const [categoryId, setCategoryId] = useState(0);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(
    storeItemQueries.list({ storeId: store.id, moduleId: store.module_id, zoneId, categoryId, search }),
  );
  const items = query.data?.pages.flatMap((p) => p.products) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <>
      <form role="search" onSubmit={submit}>
        <TextField
          label={t('catalogue.store.search', { kind: kindWord })}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value === '') setSearch('');
          }}
        />
      </form>
      {store.category_details.length > 0 && (
        <Chips aria-label={t('catalogue.store.categories')}>
          {[{ id: 0, name: t('catalogue.store.allCategories') }, ...store.category_details].map((c) => (
            <li key={c.id}>
              <ToggleChip aria-pressed={categoryId === c.id} onClick={() => setCategoryId(c.id)}>
                {c.name}
              </ToggleChip>
            </li>
          ))}
        </Chips>
      )}
      <Section
        title={
          search ? t('catalogue.store.resultsFor', { text: search }) : t('catalogue.store.items', { kind: kindWord })
        }
      >
        <QueryState
          query={query}
          empty={t('catalogue.store.empty', { kind: kindWord })}
          isEmpty={items.length === 0}
          skeleton={{ count: 6, height: '220px' }}
        >
          <Row>
            {items.map((item, i) => (
              <li key={item.id}>
                <ProductCard
                  card={itemCard(item, f.vegToggle, (it) => src(it, 'image', 'item'))}
                  firstScreen={i < PRODUCT_CARDS_ON_FIRST_SCREEN}
                />
              </li>
            ))}
          </Row>
          <LoadMore query={query} kindWord={kindWord} infinite />
        </QueryState>
      </Section>
    </>
  );
}

const Chips = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  ${cluster(2)}
`;
