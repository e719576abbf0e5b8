import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../../api/scope.ts';
import { searchQueries } from '../../api/search.ts';
import { moduleWording } from '../../../domain/module-wording.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { ItemGrid, StoreGrid } from './paged-grids.tsx';

/**
 * The search results (`/home?search=<text>&data_type=searched`, spec part 2 §2): items and stores in two tabs,
 * each with its count and infinite paging; an empty tab says 'Sorry no data found related to your search.'
 */
export function SearchResults({ text, scope, moduleType }: { text: string; scope: Scope; moduleType: string }) {
  const { t } = useTranslation();
  const wording = moduleWording(moduleType);
  const items = t(`home.kinds.${wording.items}`);
  const stores = t(`home.kinds.${wording.stores}`);
  const itemQuery = useInfiniteQuery(searchQueries.items(text, scope));
  const storeQuery = useInfiniteQuery(searchQueries.stores(text, scope));
  const count = (total: number | undefined) => (total === undefined ? '' : ` (${total})`);
  const empty = t('catalogue.search.noData');
  return (
    <>
      <h1>{t('catalogue.search.resultsFor', { text })}</h1>
      <Tabs
        label={t('catalogue.search.results')}
        tabs={[
          {
            value: 'items',
            label: `${t('catalogue.categories.itemsTab', { kind: items })}${count(itemQuery.data?.pages[0]?.total_size)}`,
            content: <ItemGrid query={itemQuery} empty={empty} kindWord={items} />,
          },
          {
            value: 'stores',
            label: `${t('catalogue.categories.storesTab', { kind: stores })}${count(storeQuery.data?.pages[0]?.total_size)}`,
            content: <StoreGrid query={storeQuery} empty={empty} kindWord={stores} />,
          },
        ]}
      />
    </>
  );
}
