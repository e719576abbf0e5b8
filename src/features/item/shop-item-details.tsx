import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { configurableItemOf } from '../../api/cart-lines.ts';
import { configQueries } from '../../api/config.ts';
import type { ItemDetails } from '../../api/item-details.ts';
import { categoryQueries, type Category } from '../../api/categories.ts';
import { categoryPath, storePath } from '../../routes/paths.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { WishlistHeart } from '../../shop/wishlist-heart.tsx';
import { availableStock } from '../../../domain/item-options.ts';
import { formatRating, formatLocale } from '../../../domain/format.ts';
import { useMoney } from '../../ui/use-money.ts';
import { ConfiguratorActions, StoreConflictConfirm } from './configurator-actions.tsx';
import { ItemOptionsFields } from '../../shop/item-options-fields.tsx';
import type { ItemConfigurator } from './use-item-configurator.ts';
import { cluster, stack } from '../../ui/layout.ts';

/**
 * The shop-style item details (spec part 2 §2 "Shop-style item detail modal", §3 "Shop item"; part 1 §2): store,
 * rating, generic names and the prescription flag (pharmacy), the price recomputed on every choice, the unit, the
 * stock, variation choices, quantity and actions, tags, categories and the description. Used by the modal and
 * /product/[id].
 */
export function ShopItemDetails({
  item,
  configurator: c,
  heading,
}: {
  item: ItemDetails;
  configurator: ItemConfigurator;
  /** The page shows the name as its h1; the modal has it as its title already. */
  heading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const store = item.store_details;
  const stock = availableStock(configurableItemOf(item), c.selection.choiceIndexes);
  const locale = formatLocale(i18n.language);
  return (
    <Details>
      {heading && <h1>{item.name}</h1>}
      {store && (
        <p>
          {t('catalogue.product.soldBy')} <Link to={storePath(store)}>{store.name}</Link>
        </p>
      )}
      <Muted>
        <span className="visually-hidden">
          {t('home.rating', { rating: formatRating(item.avg_rating, config?.digit_after_decimal_point, locale) })}
        </span>
        <span aria-hidden="true">
          ★ {formatRating(item.avg_rating, config?.digit_after_decimal_point, locale)} ({item.rating_count})
        </span>
        <WishlistHeart itemId={item.id} name={item.name} placement="inline" />
      </Muted>
      {item.module_type === 'pharmacy' && (item.generic_name ?? []).length > 0 && (
        <p>{t('catalogue.product.genericName', { names: (item.generic_name ?? []).join(', ') })}</p>
      )}
      {item.module_type === 'pharmacy' && item.is_prescription_required === 1 && (
        <Flag>{t('catalogue.product.prescription')}</Flag>
      )}
      <Price aria-label={t('cart.item.total')}>
        <strong>{money(c.price.total)}</strong>
        {c.price.before > c.price.total && <del>{money(c.price.before)}</del>}
        {item.unit_type && <Muted>{t('catalogue.product.unit', { unit: item.unit_type })}</Muted>}
      </Price>
      {!c.unavailable && (
        <>
          {stock > 0 ? (
            <p>{t('catalogue.product.inStock', { count: stock })}</p>
          ) : (
            // with choice options the fields say it for the chosen variation
            item.choice_options.length === 0 && <p role="status">{t('catalogue.product.outOfStock')}</p>
          )}
          <ItemOptionsFields item={item} selection={c.selection} send={c.actor.send} disabled={c.busy} />
        </>
      )}
      <ConfiguratorActions item={item} configurator={c} withTotal={false} />
      {(item.tags ?? []).length > 0 && (
        <Tags aria-label={t('catalogue.product.tags')}>
          {(item.tags ?? []).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
      <ItemCategories item={item} />
      {item.description && (
        <section aria-label={t('catalogue.product.details')}>
          <Description>{item.description}</Description>
        </section>
      )}
      <StoreConflictConfirm configurator={c} />
      {c.host}
    </Details>
  );
}

/**
 * The item's categories by name (spec part 2 §2 "tags and categories"): its category_ids (root and sub-categories)
 * named from the module's category list (roots with their childes), each a link to its category page; nothing while
 * the list loads or when no id is known.
 */
function ItemCategories({ item }: { item: ItemDetails }) {
  const { t } = useTranslation();
  const zoneId = useStoredZoneId();
  const module = useStoredModule();
  const list = useQuery({
    ...categoryQueries.list({ moduleId: item.module_id ?? module?.id ?? 0, zoneId: zoneId ?? '' }),
    enabled: !!zoneId && (item.category_ids ?? []).length > 0,
  });
  const byId = new Map<number, Category>();
  for (const root of list.data ?? []) {
    byId.set(root.id, root);
    for (const child of root.childes ?? []) byId.set(child.id, child);
  }
  const named = [...(item.category_ids ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((ref) => byId.get(Number(ref.id)) ?? []);
  if (named.length === 0) return null;
  return (
    <CategoryLine>
      <span id={`item-${item.id}-categories`}>{t('catalogue.product.categories')}:</span>
      <Tags aria-labelledby={`item-${item.id}-categories`}>
        {named.map((c) => (
          <li key={c.id}>
            <Link to={categoryPath(c.id, c.name)}>{c.name}</Link>
          </li>
        ))}
      </Tags>
    </CategoryLine>
  );
}

const CategoryLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Details = styled.div`
  ${stack(2)}
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Flag = styled.p`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  del {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cluster(1)}
  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: pre-line;
`;
