import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Scope } from '../../api/scope.ts';
import { vehicleQueries } from '../../api/items.ts';
import type { ItemKind, StoreKind } from '../../../domain/module-wording.ts';
import { vehicleCard } from './card-model.ts';
import { ItemRow } from './item-row.tsx';
import { StoreList } from './store-list.tsx';
import { useImageSrc } from '../../api/images.ts';

/** Rental: top-rated vehicles, then the zone's providers (stores of the rental module). */
export function RentalSections({ scope, wording }: { scope: Scope; wording: { items: ItemKind; stores: StoreKind } }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const vehicles = useQuery({
    ...vehicleQueries.topRated(scope),
    select: (list) => list.map((v) => vehicleCard(v, (e) => src(e, 'thumbnail', 'vehicle'))),
  });
  const items = t(`home.kinds.${wording.items}`);
  const providers = t(`home.kinds.${wording.stores}`);
  return (
    <>
      <ItemRow title={t('home.sections.popularItems', { kind: items })} kind={items} query={vehicles} />
      <StoreList
        first
        kind="latest"
        scope={scope}
        title={t('home.sections.latestStores', { kind: providers })}
        kindWord={providers}
      />
    </>
  );
}
