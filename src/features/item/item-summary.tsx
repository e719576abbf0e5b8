import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { useImageSrc } from '../../api/images.ts';
import type { ItemDetails } from '../../api/item-details.ts';
import type { Item } from '../../api/items.ts';
import { storePath } from '../../routes/paths.ts';
import { formatRating } from '../../../domain/format.ts';
import { shownPrice } from '../../shop/item-price.ts';
import { WishlistHeart } from '../../shop/wishlist-heart.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { stack } from '../../ui/layout.ts';

/** The popup's item: the item details (with its store), or an item campaign from the zone's list (store name only). */
export type PopupItem = Item & { store_details?: ItemDetails['store_details'] };

/** Descriptions longer than this are cut with a Read more control (spec part 1 §9 "Read-more truncation"). */
export const READ_MORE_AT = 70;

/**
 * The item popup's facts (spec part 1 §2 "Item detail popup"): image with the discount chip, rating, the store name
 * (a link to the store's page, except on that page), the wishlist heart (not for campaign items), the veg/non-veg
 * marker (food module with toggle_veg_non_veg), the halal tag, generic names, the description (Read more after 70
 * characters), nutrition details, allergic ingredients and the unit price (the original struck through).
 */
export function ItemSummary({ item, campaign }: { item: PopupItem; campaign: boolean }) {
  const { t, i18n } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const { pathname } = useLocation();
  const src = useImageSrc();
  const store = item.store_details;
  const storeHref = store ? storePath(store) : null;
  const storeName = store?.name ?? item.store_name;
  const veg = item.module_type === 'food' && config?.toggle_veg_non_veg ? item.veg === 1 : null;
  const halal = item.is_halal === 1 && item.halal_tag_status === 1;
  const storeOff = item.store_discount > 0;
  const chip = storeOff
    ? `${item.store_discount}%`
    : item.discount > 0
      ? item.discount_type === 'percent'
        ? `${item.discount}%`
        : money(item.discount)
      : null;
  const { unit: before, final: unit } = shownPrice(item);
  const rating = formatRating(item.avg_rating ?? 0, config?.digit_after_decimal_point, i18n.language);
  return (
    <Summary>
      <Media>
        <Picture src={src(item, 'image', 'item')} alt="" />
      </Media>
      <Facts>
        <Line>
          {veg !== null && (
            <VegMark $veg={veg} role="img" aria-label={veg ? t('cart.item.veg') : t('cart.item.nonVeg')} />
          )}
          {halal && <Tag>{t('cart.item.halal')}</Tag>}
          <span aria-label={t('cart.item.rating', { rating })}>★ {rating}</span>
          {chip && <Chip>{t('cart.item.discount', { amount: chip })}</Chip>}
          {!campaign && <WishlistHeart itemId={item.id} name={item.name} placement="inline" />}
        </Line>
        {storeName &&
          (storeHref && storeHref.split('?')[0] !== pathname ? (
            <StoreLink to={storeHref}>{storeName}</StoreLink>
          ) : (
            <Muted>{storeName}</Muted>
          ))}
        <UnitPrice>
          <strong>{money(unit)}</strong>
          {unit < before && (
            <del>
              <span className="visually-hidden">{t('cart.item.originalPrice', { price: money(before) })}</span>
              <span aria-hidden="true">{money(before)}</span>
            </del>
          )}
        </UnitPrice>
      </Facts>
      {item.description && <Description text={item.description} />}
      <NameList label={t('cart.item.genericName')} names={item.generic_name} />
      <NameList label={t('cart.item.nutrition')} names={item.nutritions_name} />
      <NameList label={t('cart.item.allergies')} names={item.allergies_name} />
    </Summary>
  );
}

/** The description, cut at 70 characters with Read more / Read less. */
function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > READ_MORE_AT;
  return (
    <Text>
      {long && !expanded ? `${text.slice(0, READ_MORE_AT)}…` : text}{' '}
      {long && (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('cart.item.readLess') : t('cart.item.readMore')}
        </MoreButton>
      )}
    </Text>
  );
}

/** A labelled list of names (generic names, nutrition, allergies); nothing when the list is empty. */
function NameList({ label, names }: { label: string; names: string[] | null | undefined }) {
  if (!names?.length) return null;
  return (
    <Text>
      <strong>{label}:</strong> {names.join(', ')}
    </Text>
  );
}

const Summary = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  > p {
    grid-column: 1 / -1;
  }
`;

const Media = styled.div`
  position: relative;
`;

const Picture = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** The discount, beside the rating (over the picture it hid the item). */
const Chip = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Facts = styled.div`
  ${stack(1)}
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const VegMark = styled.span<{ $veg: boolean }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ $veg, theme }) => ($veg ? theme.color.success : theme.color.error)};
  border-radius: 2px;
  background: radial-gradient(
    circle,
    ${({ $veg, theme }) => ($veg ? theme.color.success : theme.color.error)} 40%,
    transparent 45%
  );
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StoreLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const UnitPrice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
  del {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const MoreButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;
