import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { offerQueries } from '../../api/offers.ts';
import type { Scope } from '../../api/scope.ts';
import { BRAND_NAME_PARAM } from './offer-paths.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { NamedHeading } from './named-heading.tsx';
import { ItemGrid } from './paged-grids.tsx';
import { StoreScope } from './store-scope.tsx';

/** /brands/<id>?name=: a brand's items in the zone, paged infinitely. */
export function BrandPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const brandId = Number(id);
  return (
    <StoreScope>
      {(scope) => <BrandItems key={brandId} id={brandId} scope={scope} nameFromUrl={search.get(BRAND_NAME_PARAM)} />}
    </StoreScope>
  );
}

function BrandItems({ id, scope, nameFromUrl }: { id: number; scope: Scope; nameFromUrl: string | null }) {
  const { t } = useTranslation();
  const brands = useQuery({ ...offerQueries.brands(scope), enabled: !nameFromUrl });
  const name = nameFromUrl ?? brands.data?.find((b) => b.id === id)?.name ?? null;
  const pending = !nameFromUrl && brands.isPending;
  usePageTitle(name ? { name } : null);
  const items = useInfiniteQuery(offerQueries.brandItems(scope, id));
  return (
    <>
      <NamedHeading name={name} pending={pending} fallback={t('offers.brands.brand')} />
      <ItemGrid query={items} empty={t('offers.brands.noItems')} kindWord={t('home.kinds.items')} />
    </>
  );
}
