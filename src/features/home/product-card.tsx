import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { itemDialog, productPath } from '../../routes/paths.ts';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import Eye from 'lucide/dist/esm/icons/eye.mjs';
import { CartButton } from './cart-button.tsx';
import { WishlistHeart } from '../../shop/wishlist-heart.tsx';
import type { CardModel } from './card-model.ts';
import { useFormatters } from './use-formatters.ts';
import { cluster, row, stack } from '../../ui/layout.ts';

/**
 * How many product cards of a page's first grid are on its first screen (two rows of a phone's two columns): their
 * pictures load at once. A lazy picture there starts only once the page is laid out, and is most often the page's
 * largest paint (LCP).
 */
export const PRODUCT_CARDS_ON_FIRST_SCREEN = 4;

/**
 * A product card (spec part 1 §2 "Product card"): for store items, the cart control (Add → stepper), the wishlist
 * heart and the quick view that opens the item dialog (`?item=<id>`): a press anywhere on the card (its name's link
 * covers it), or its eye button, named "Quick view of <name>", for the keyboard; vehicles show the facts only. `firstScreen`: it is
 * drawn on the page's first screen, and its picture loads at once (else when scrolled near).
 */
export function ProductCard({ card, firstScreen = false }: { card: CardModel; firstScreen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const item = card.item;
  const f = useFormatters();
  const discounted = card.finalPrice < card.price;
  const quickView = () => item && navigate({ search: itemDialog(item.id, { campaign: !!item.available_date_starts }) });
  return (
    <Card aria-label={card.name}>
      <Media>
        <img src={card.image} alt={card.name} loading={firstScreen ? 'eager' : 'lazy'} width={200} height={150} />
        <Badges>
          {card.recommended && <Badge $tone="primary">{t('home.recommended')}</Badge>}
          {card.isNew && <Badge $tone="primary">{t('home.newTag')}</Badge>}
          {card.organic && <Badge $tone="success">{t('home.organic')}</Badge>}
          {card.halal && <Badge $tone="success">{t('home.halal')}</Badge>}
        </Badges>
        {item && <WishlistHeart itemId={item.id} name={card.name} />}
        {item && <CartButton item={item} />}
      </Media>
      <Body>
        <Title>
          {card.veg !== null && (
            <VegMark $veg={card.veg} role="img" aria-label={card.veg ? t('home.veg') : t('home.nonVeg')} />
          )}
          {item ? (
            // the item's own page for a crawler, a new tab or a browser without JavaScript; a plain click is the
            // quick view, as the card's button
            <NameLink
              href={productPath(item)}
              onClick={(e) => (plainClick(e) ? (e.preventDefault(), quickView()) : null)}
            >
              {card.name}
            </NameLink>
          ) : (
            <span>{card.name}</span>
          )}
        </Title>
        {card.storeName && <Muted>{card.storeName}</Muted>}
        <Rating>
          <span className="visually-hidden">{t('home.rating', { rating: f.rating(card.rating) })}</span>
          <span aria-hidden="true">★ {f.rating(card.rating)}</span>
          <Muted aria-hidden="true"> ({card.ratingCount})</Muted>
        </Rating>
        <Price>
          <strong>{f.money(card.finalPrice)}</strong>
          {discounted && (
            <del>
              <span className="visually-hidden">{t('home.originalPrice', { price: f.money(card.price) })}</span>
              <span aria-hidden="true">{f.money(card.price)}</span>
            </del>
          )}
          {card.priceUnit && <Muted> {t(`home.${card.priceUnit}`)}</Muted>}
          {item && (
            <QuickView
              $size="sm"
              onClick={quickView}
              aria-label={t('catalogue.card.quickView', { name: card.name })}
              title={t('catalogue.card.quickViewShort')}
            >
              <Icon shape={Eye} size={18} />
            </QuickView>
          )}
        </Price>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  height: 100%;
`;

const Media = styled.div`
  position: relative;
  /* the picture's own controls (heart, cart) above the name's link, which covers the card */
  > :not(img) {
    z-index: 2;
  }
  aspect-ratio: 4 / 3;
  /* Without it the box grows to a loaded picture's own shape (square): the card would change height as it loads. */
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-start: ${({ theme }) => theme.space(2)};
  ${cluster(1)}
`;

const Badge = styled.span<{ $tone: 'primary' | 'success' }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : theme.color.success)};
  color: ${({ theme }) => theme.color.onPrimary};
`;

const Body = styled.div`
  ${stack(1)}
  padding: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h3`
  ${row(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const VegMark = styled.span<{ $veg: boolean }>`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme, $veg }) => ($veg ? theme.color.veg : theme.color.nonVeg)};
  border-radius: 2px;
  display: inline-grid;
  place-items: center;
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme, $veg }) => ($veg ? theme.color.veg : theme.color.nonVeg)};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Rating = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  del {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A left click without a modifier (a modified or middle click opens the link in a new tab or window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The name's link: its box covers the whole card, so a press anywhere on the card is the quick view. */
const NameLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover {
    text-decoration: underline;
  }
`;

/** The quick view's eye: a quiet round button at the price line's end, above the card's link. */
const QuickView = styled(IconButton)`
  margin-inline-start: auto;
  align-self: center;
  z-index: 2;
  color: ${({ theme }) => theme.color.textMuted};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primary};
  }
`;
