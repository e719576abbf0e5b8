import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListedOrder } from '../../api/orders.ts';
import { useImageSrc } from '../../api/images.ts';
import { orderDetailsPath } from '../../routes/paths.ts';
import { StatusChip, toneOf } from './orders.styles.ts';
import { useOrderFormat } from './use-order-format.ts';

/** One order of /my-orders: store, order id, date, amount, status and item count; opens the details. */
export function OrderCard({ order }: { order: ListedOrder }) {
  const { t } = useTranslation();
  const { money, date, status } = useOrderFormat();
  const image = useImageSrc();
  // a parcel has no store: the card names the parcel instead
  const title = order.store?.name ?? t('orders.details.orderTypes.parcel');
  return (
    <Card>
      <Link to={orderDetailsPath(order.id)} aria-label={t('orders.card.label', { id: order.id, store: title })}>
        <Logo src={image(order.store, 'logo', 'store')} alt="" width={56} height={56} loading="lazy" />
        <Body>
          <strong>{title}</strong>
          <span>{t('orders.card.orderId', { id: order.id })}</span>
          <Muted>
            <time dateTime={order.created_at}>{date(order.created_at)}</time>
          </Muted>
          <Muted>{t('orders.card.items', { count: order.details_count })}</Muted>
        </Body>
        <Side>
          <strong data-testid="order-amount">{money(order.order_amount)}</strong>
          <StatusChip $tone={toneOf(order.order_status)}>{status(order.order_status)}</StatusChip>
        </Side>
      </Link>
    </Card>
  );
}

const Card = styled.li`
  list-style: none;
  a {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;
const Logo = styled.img`
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
  flex: none;
`;
const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
`;
const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
