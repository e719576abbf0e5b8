import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatLink } from '../../shop/chat-link.tsx';
import type { StoreDetails } from '../../api/stores.ts';
import { isDiscountRunning, isStoreOpen } from '../../../domain/availability.ts';
import { rawDiscount } from '../../../domain/pricing/discount.ts';
import { formatClock12, localClock } from '../../../domain/shop-time.ts';
import { StoreMapButton } from './store-map-button.tsx';
import { useFormatters } from './use-formatters.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { cluster, stack } from '../../ui/layout.ts';

/**
 * A store's header (spec part 2 §2 "/store/{id}"): cover, logo, name, rating with the config's decimals, address,
 * open/closed from its schedule (today's hours as hh:mm a), delivery time, free-delivery badge and the running
 * store discount (its end date and time, minimum purchase and cap).
 */
export function StoreHeader({ store, now }: { store: StoreDetails; now: Date }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const src = useImageSrc();
  const schedules = store.schedules ?? [];
  const open = isStoreOpen({ status: store.status, active: store.active }, schedules, now);
  const today = schedules.filter((s) => s.day === localClock(now).day);
  const discount = store.discount && isDiscountRunning(store.discount, now) ? store.discount : null;
  const off = discount && t('catalogue.store.discount', { amount: discountText(discount, f.money) });
  return (
    <Header>
      {hasImage(store, 'cover_photo') && (
        <Cover src={src(store, 'cover_photo', 'storeCover')} alt="" width={1200} height={400} fetchPriority="high" />
      )}
      <Identity>
        <img src={src(store, 'logo', 'store')} alt="" width={72} height={72} />
        <div>
          <h1>{store.name}</h1>
          <Address>
            <Muted>{store.address}</Muted>
            <StoreMapButton store={store} />
            {store.vendor_id ? (
              <ChatLink chatWith={{ vendor: store.vendor_id }} name={store.name} label={t('catalogue.store.chat')} />
            ) : null}
          </Address>
          <Facts>
            <li>
              <span className="visually-hidden">{t('home.rating', { rating: f.rating(store.avg_rating) })}</span>
              <span aria-hidden="true">★ {f.rating(store.avg_rating)}</span>{' '}
              <Muted>({t('catalogue.store.ratingCount', { count: store.rating_count })})</Muted>
            </li>
            <li>
              <Status $open={open}>{open ? t('catalogue.store.open') : t('catalogue.store.closed')}</Status>
            </li>
            <li>
              {today.length > 0
                ? today
                    .map((s) =>
                      t('catalogue.store.hours', {
                        from: formatClock12(s.opening_time),
                        to: formatClock12(s.closing_time),
                      }),
                    )
                    .join(', ')
                : t('catalogue.store.noHoursToday')}
            </li>
            {store.delivery_time && <li>{t('catalogue.store.deliveryTime', { time: store.delivery_time })}</li>}
            {store.free_delivery && (
              <li>
                <Badge>{t('catalogue.store.freeDelivery')}</Badge>
              </li>
            )}
          </Facts>
        </div>
      </Identity>
      {discount && (
        <Discount aria-label={off!}>
          <strong>{off}</strong>
          <span>
            {t('catalogue.store.discountDetails', {
              date: discount.end_date,
              time: formatClock12(discount.end_time),
              min: f.money(discount.min_purchase),
            })}
          </span>
          {discount.max_discount > 0 && (
            <span>{t('catalogue.store.discountCap', { max: f.money(discount.max_discount) })}</span>
          )}
        </Discount>
      )}
    </Header>
  );
}

/** "10%" for a percent discount, the money amount otherwise (the raw rule of the shared pricing module on 100). */
function discountText(discount: NonNullable<StoreDetails['discount']>, money: (n: number) => string) {
  return discount.discount_type === 'percent'
    ? `${rawDiscount(100, discount.discount, discount.discount_type)}%`
    : money(discount.discount);
}

const Header = styled.header`
  ${stack(3)}
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

// A cover is 3:1 (6amMart's and the demo's): whole on a phone, so its words stay inside; cut top and bottom only past
// 240 px high on wide screens.
const Cover = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Address = styled.div`
  ${cluster(2)}
  align-items: center;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  ${cluster(3)}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Status = styled.span<{ $open: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $open }) => ($open ? theme.color.success : theme.color.error)};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.success};
`;

const Discount = styled.section`
  ${cluster(3)}
  align-items: baseline;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.color.primary};
`;
