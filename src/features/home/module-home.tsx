import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '../../shop/part-boundary.tsx';
import styled, { useTheme } from 'styled-components';
import { bannerQueries } from '../../api/banners.ts';
import { configQueries } from '../../api/config.ts';
import type { LeadType } from './module-lead.tsx';
import { homeCategoryQueries } from '../../api/categories.ts';
import type { Scope } from '../../api/scope.ts';
import type { StoredModule } from '../../session/storage.ts';
import { hasStoreCatalogue, moduleWording } from '../../../domain/module-wording.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { BANNER_CAPTION_HEIGHT, BannerCarousel } from './banner-carousel.tsx';
import { CategoryRow } from './category-row.tsx';
import { ModuleSwitcher } from './module-switcher.tsx';
import { SectionSkeleton } from './query-state.tsx';
import { RentalSections } from './rental-sections.tsx';
import { StoreSections } from './store-sections.tsx';
import { STORES_ANCHOR } from './store-list.tsx';
import { SkipLink } from '../../ui/skip-link.ts';
import { spreadWrap } from '../../ui/layout.ts';
import { DefaultPlaceNotice } from '../../shop/default-place-notice.tsx';

// The leads of the rental, parcel and pharmacy homes: a chunk of their own, not loaded by the other modules' homes
// (the server draws them into the page; it is kept as drawn until their code comes).
const ModuleLead = lazy(() => import('./module-lead.tsx'));

/** /home for one module: every section's query starts at once (no waterfalls); wording follows the module. */
export function ModuleHome({ module, zoneId }: { module: StoredModule; zoneId: string }) {
  const { t } = useTranslation();
  const scope: Scope = { moduleId: module.id, zoneId };
  const rental = module.module_type === 'rental';
  const wording = moduleWording(module.module_type);
  const categoryList = homeCategoryQueries.list(scope, rental);
  const bannerList = bannerQueries.list(scope, rental);
  const categories = useQuery(categoryList);
  const banners = useQuery(bannerList);
  const lead = useLead(module.module_type);
  return (
    <Page>
      <Header>
        <h1>{t('home.title', { module: module.module_name })}</h1>
        {/* past the banners, categories and item rows to the stores, for a keyboard */}
        {(rental || hasStoreCatalogue(module.module_type)) && (
          <SkipLink href={`#${STORES_ANCHOR}`}>
            {t('home.skipToStores', { kind: t(`home.kinds.${wording.stores}`) })}
          </SkipLink>
        )}
        <ModuleSwitcher module={module} zoneId={zoneId} />
      </Header>
      <DefaultPlaceNotice />
      {banners.isPending ? (
        // keeps the carousel's place while banners load, so the sections below do not jump (layout shift)
        <BannerPlaceholder>
          <Skeleton $h="auto" />
        </BannerPlaceholder>
      ) : (
        banners.data &&
        banners.data.length > 0 && (
          <PartBoundary part="section" reload={[bannerList.queryKey]}>
            <BannerCarousel slides={banners.data} />
          </PartBoundary>
        )
      )}
      {lead && (
        <Suspense>
          <ModuleLead type={lead} />
        </Suspense>
      )}
      <PartBoundary part="section" reload={[categoryList.queryKey]}>
        <CategoryRow query={categories} rental={rental} reload={[categoryList.queryKey]} />
      </PartBoundary>
      {rental ? (
        <RentalSections scope={scope} wording={wording} />
      ) : hasStoreCatalogue(module.module_type) ? (
        <StoreSections scope={scope} type={module.module_type} wording={wording} />
      ) : null}
    </Page>
  );
}

/**
 * The lead a module's home opens with: rental's trip and parcel's steps; the pharmacy's prescription orders while the
 * business takes them (config's prescription_order_status).
 */
function useLead(type: string): LeadType | null {
  const prescriptions = useQuery({
    ...configQueries.config(),
    select: (c) => Boolean(c.prescription_order_status),
    enabled: type === 'pharmacy',
  }).data;
  if (type === 'rental' || type === 'parcel') return type;
  return type === 'pharmacy' && prescriptions ? 'pharmacy' : null;
}

/**
 * The module home's frame while the zone and module it shows are still being found (a visitor without a location
 * waits for the config's default location, which an older backend takes seconds to answer): the heading's, the
 * banner's and the sections' places as skeletons, so the page is drawn at once and does not jump when they come.
 */
export function ModuleHomeFrame() {
  const { space } = useTheme();
  return (
    <Page>
      <Header>
        <Skeleton $w={`min(${space(80)}, 60%)`} $h={space(9)} />
      </Header>
      <BannerPlaceholder>
        <Skeleton $h="auto" />
      </BannerPlaceholder>
      <FrameSections>
        {/* the category row's, an item row's and a store list's skeletons (category-row, item-row, store-list) */}
        <SectionSkeleton count={8} height={space(24)} />
        <SectionSkeleton count={6} height={space(55)} />
        <SectionSkeleton count={4} height={space(20)} />
      </FrameSections>
    </Page>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  padding-inline-end: calc(${({ theme }) => theme.space(4)} + 96px);
  ${({ theme }) => theme.media.mobile} {
    padding-inline-end: ${({ theme }) => theme.space(4)};
  }
`;

const FrameSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Header = styled.div`
  ${spreadWrap(3)}
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** The carousel's footprint: a 3:1 picture, its caption and the dots row (24px + 8px). */
const BannerPlaceholder = styled.div`
  margin-block: ${({ theme }) => theme.space(4)};
  padding-block-end: calc(${BANNER_CAPTION_HEIGHT} + 32px);
  > div {
    aspect-ratio: 3 / 1;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;
