import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { itemKind } from '../../../domain/module-wording.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StoreHeader } from './store-header.tsx';
import { StoreItems } from './store-items.tsx';
import { storeDetailsOfUrl, storeZoneId } from './store-page-data.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { stack } from '../../ui/layout.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';

/**
 * /store/{id}?id=<slug or id>&module_id&module_type&store_zone_id (spec part 2 §2): the store's header, then its
 * items with category filters, a search inside the store and infinite paging. Wording follows the store's module.
 */
export function StorePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const stored = useStoredModule();
  const storedZone = useStoredZoneId();
  const [now] = useState(() => new Date());
  const query = useQuery(storeDetailsOfUrl(slug, search, stored?.id));
  usePageTitle(query.isError ? { notFound: true } : query.data && { name: query.data.name });
  if (query.isPending)
    return (
      <Page>
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $h="200px" />
          <Skeleton $h="72px" />
          <Skeleton $h="220px" />
        </div>
      </Page>
    );
  if (query.isError)
    return (
      <Page>
        <h1 className="visually-hidden">{t('catalogue.store.notFound')}</h1>
        <LoadFailure title={t('catalogue.store.loadError')} query={query} />
      </Page>
    );
  const store = query.data;
  const moduleType = search.get('module_type') || store.module?.module_type || stored?.module_type;
  const zoneId = storeZoneId(storedZone, search, store);
  return (
    <Page>
      <StoreHeader store={store} now={now} />
      <StoreItems store={store} zoneId={zoneId} kindWord={t(`home.kinds.${itemKind(moduleType)}`)} />
      <Reviews storeId={store.id} />
    </Page>
  );
}

const StoreReviews = lazy(() => import('../../shop/store-reviews.tsx').then((m) => ({ default: m.StoreReviews })));

/** The store's reviews, shown (and their code loaded) when asked for: the store page's first load carries none of it. */
function Reviews({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <Button $variant="secondary" onClick={() => setShown(true)}>
        {t('home.showReviews')}
      </Button>
    );
  return (
    <Suspense fallback={<Skeleton $h={theme.space(24)} />}>
      <StoreReviews storeId={storeId} focus />
    </Suspense>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  ${stack(3)}
`;
