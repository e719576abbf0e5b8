import { lazy, memo, Suspense, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import Search from 'lucide/dist/esm/icons/search.mjs';
import { storeItemQueries, type Item } from '../../api/items.ts';
import type { StoreDetails } from '../../api/stores.ts';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { itemCard } from './card-model.ts';
import { LoadMore } from './load-more.tsx';
import { ProductCard, PRODUCT_CARDS_ON_FIRST_SCREEN } from './product-card.tsx';
import { QueryState } from './query-state.tsx';
import { Row, Section } from './section.tsx';
import { useFormatters } from './use-formatters.ts';
import { useImageSrc } from '../../api/images.ts';
import { MENU_BAR_HEIGHT, menuSectionId, menuSections } from './store-menu.ts';

// The category bar's links and their marks are a chunk of their own: the server draws the bar into the page, which
// keeps it as drawn (its links already go to their sections) until its code comes.
// It is drawn again only when what it shows changes (memo, its props the same while it does): a boundary updated
// before its code has come would have React drop the bar the server drew and draw it afresh once the code is in, the
// menu moving under the shopper meanwhile.
const StoreMenuBar = lazy(() => import('./store-menu-bar.tsx').then((m) => ({ default: m.StoreMenuBar })));
const MenuBar = memo((props: ComponentProps<typeof StoreMenuBar>) => (
  <Suspense fallback={<BarPlace />}>
    <StoreMenuBar {...props} />
  </Suspense>
));

/**
 * A store's items (spec part 2 §2 "/store/{id}") as its menu: a search inside the store, a bar of its categories that
 * stays in view (each a link to its section, or a filter), and the items loaded so far under their categories' headings
 * in the store's order, 12 per page, the next page loading when the end of the menu scrolls into view (or on 'Load
 * more'). A search shows its results in one list.
 */
export function StoreItems({ store, zoneId, kindWord }: { store: StoreDetails; zoneId: string; kindWord: string }) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState(0);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(
    storeItemQueries.list({ storeId: store.id, moduleId: store.module_id, zoneId, categoryId, search }),
  );
  const items = query.data?.pages.flatMap((p) => p.products) ?? [];
  const sections = search ? [] : menuSections(store.category_details, items);
  const linked = categoryId || search ? '' : sections.map((s) => s.category?.id).join();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  const state = (children: ReactNode) => (
    <QueryState
      query={query}
      empty={t('catalogue.store.empty', { kind: kindWord })}
      isEmpty={items.length === 0}
      skeleton={{ count: 6, height: '220px' }}
    >
      {children}
      <LoadMore query={query} kindWord={kindWord} infinite />
    </QueryState>
  );
  return (
    <>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label={t('catalogue.store.search', { store: store.name })}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value === '') setSearch('');
          }}
          endAdornment={
            <IconButton type="submit" aria-label={t('catalogue.store.searchSubmit')}>
              <Icon shape={Search} size={18} />
            </IconButton>
          }
        />
      </SearchForm>
      {store.category_details.length > 0 && (
        <MenuBar
          categories={store.category_details}
          linked={linked}
          sectionId={menuSectionId}
          height={MENU_BAR_HEIGHT}
          categoryId={categoryId}
          onFilter={setCategoryId}
        />
      )}
      {search ? (
        <Section title={t('catalogue.store.resultsFor', { text: search })}>
          {state(<Cards items={items} lead />)}
        </Section>
      ) : (
        state(
          sections.map((s, i) => (
            <Section
              key={menuSectionId(s.category)}
              anchor={menuSectionId(s.category)}
              title={
                s.category?.name ??
                t(sections.length > 1 ? 'catalogue.store.more' : 'catalogue.store.items', { kind: kindWord })
              }
            >
              <Cards items={s.items} lead={i === 0} />
            </Section>
          )),
        )
      )}
    </>
  );
}

/**
 * A grid of the store's item cards, without the store's name (the page's title); `lead`: the page's first grid, whose
 * first cards are on its first screen.
 */
function Cards({ items, lead }: { items: Item[]; lead?: boolean }) {
  const f = useFormatters();
  const src = useImageSrc();
  return (
    <Row>
      {items.map((item, i) => (
        <li key={item.id}>
          <ProductCard
            card={{ ...itemCard(item, f.vegToggle, (it) => src(it, 'image', 'item')), storeName: null }}
            firstScreen={lead && i < PRODUCT_CARDS_ON_FIRST_SCREEN}
          />
        </li>
      ))}
    </Row>
  );
}

const BarPlace = styled.div`
  height: ${({ theme }) => theme.space(MENU_BAR_HEIGHT)};
`;

/** The search: as wide as a phone's field, not the page's. */
const SearchForm = styled.form`
  max-width: ${({ theme }) => theme.space(100)};
`;
