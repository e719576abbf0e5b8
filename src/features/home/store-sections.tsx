import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../../api/scope.ts';
import { itemQueries } from '../../api/items.ts';
import { hasLatestItemsRow } from '../../api/backend-generation.ts';
import { configQueries } from '../../api/config.ts';
import type { ItemKind, StoreKind } from '../../../domain/module-wording.ts';
import { itemCard } from './card-model.ts';
import { ItemRow } from './item-row.tsx';
import { StoreList } from './store-list.tsx';
import { useFormatters } from './use-formatters.ts';
import { useImageSrc } from '../../api/images.ts';
import { useInViewCallback } from '../../ui/use-in-view.ts';

// The offer sections (the running flash sale, the brands) are their own chunk, asked for when the shopper scrolls to a
// screen above them: they come below the item rows, off the first screen, and a visit that stays there loads neither
// their code nor the sale (docs/architecture.md "A stranger's first visit"). They arrive below what is shown, so
// nothing on the screen moves.
const OfferSections = lazy(() => import('./offer-sections.tsx').then((m) => ({ default: m.OfferSections })));

/**
 * Grocery, pharmacy, e-commerce and food: popular, campaign and latest items, the running flash sale (and the brands
 * in e-commerce), then latest and popular stores.
 */
export function StoreSections({ scope, wording }: { scope: Scope; wording: { items: ItemKind; stores: StoreKind } }) {
  const { t } = useTranslation();
  const { vegToggle } = useFormatters();
  const src = useImageSrc();
  // one function while the config is the same: React Query keeps each row's cards (and the cards are not drawn
  // again) when the section renders again for anything else
  const toCards = useCallback(
    (items: Parameters<typeof itemCard>[0][]) =>
      items.map((item) => itemCard(item, vegToggle, (i) => src(i, 'image', 'item'))),
    [vegToggle, src],
  );
  const popular = useQuery({ ...itemQueries.row('popular', scope), select: toCards });
  // an older backend serves latest items only per store: they are asked for once config says the backend is a
  // current one, and the section is left out without asking on an older one
  const config = useQuery(configQueries.config()).data;
  const latestOffered = !config || hasLatestItemsRow(config);
  const latest = useQuery({ ...itemQueries.row('latest', scope), select: toCards, enabled: !!config && latestOffered });
  const campaign = useQuery({ ...itemQueries.row('campaign', scope), select: toCards });
  const items = t(`home.kinds.${wording.items}`);
  const stores = t(`home.kinds.${wording.stores}`);
  return (
    <>
      <ItemRow
        title={t('home.sections.popularItems', { kind: items })}
        kind={items}
        query={popular}
        reload={[itemQueries.row('popular', scope).queryKey]}
      />
      <ItemRow
        title={t('home.sections.campaignItems', { kind: items })}
        kind={items}
        query={campaign}
        reload={[itemQueries.row('campaign', scope).queryKey]}
      />
      {latestOffered && (
        <ItemRow
          title={t('home.sections.latestItems', { kind: items })}
          kind={items}
          query={latest}
          reload={[itemQueries.row('latest', scope).queryKey]}
        />
      )}
      <OffersLater scope={scope} />
      <StoreList
        kind="latest"
        scope={scope}
        title={t('home.sections.latestStores', { kind: stores })}
        kindWord={stores}
      />
      <StoreList
        kind="popular"
        scope={scope}
        title={t('home.sections.popularStores', { kind: stores })}
        kindWord={stores}
      />
    </>
  );
}

/**
 * The offer sections, once they are a screen away (never in the server's markup, which the page hydrates): in a
 * transition (their render yields to the browser instead of being one task), and drawn by a component of their own,
 * so that only they draw then — with the state in the sections above, every row's cards were drawn again with them
 * (≈ 40 ms at a 4× CPU slowdown on `/home`).
 */
function OffersLater({ scope }: { scope: Scope }) {
  const [near, setNear] = useState(false);
  const place = useInViewCallback(() => startTransition(() => setNear(true)), '100% 0%');
  return (
    <div ref={place}>
      {near && (
        <Suspense>
          <OfferSections scope={scope} />
        </Suspense>
      )}
    </div>
  );
}
