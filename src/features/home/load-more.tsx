import { useTranslation } from 'react-i18next';
import { PagedEnd, type PagedQuery } from '../../ui/paged-end.tsx';

/**
 * The end of a paged catalogue list: 'Load more' while there is a next page (also fetched when this end scrolls into
 * view, with `infinite`), the paging error, or 'You have seen all {kind}'.
 */
export function LoadMore({ query, kindWord, infinite }: { query: PagedQuery; kindWord: string; infinite?: boolean }) {
  const { t } = useTranslation();
  return (
    <PagedEnd
      query={query}
      infinite={infinite}
      loadMoreLabel={t('home.loadMore')}
      endText={t('home.noMore', { kind: kindWord })}
      errorText={t('home.loadError')}
    />
  );
}
