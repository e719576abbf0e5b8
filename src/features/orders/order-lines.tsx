import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderLine } from '../../api/orders.ts';
import { useImageSrc } from '../../api/images.ts';
import { variationWords } from '../../shop/variation-text.ts';
import { lineAmount } from '../../../domain/pricing/order.ts';
import { Card } from '../../ui/page-frame.ts';
import { useOrderFormat } from './use-order-format.ts';
import { listStack } from '../../ui/list-stack.ts';

/** The order's items: picture, name, variation, add-ons, quantity and the line's amount; `action` under each (a review). */
export function OrderLines({
  lines,
  action,
}: {
  lines: OrderLine[];
  action?: (line: OrderLine, name: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { money } = useOrderFormat();
  const image = useImageSrc();
  return (
    <Card aria-labelledby="order-items">
      <h2 id="order-items">{t('orders.details.items')}</h2>
      <List>
        {lines.map((line) => {
          const item = line.item_details;
          const variation = variationWords(line.variation).join('; ');
          const addOns = line.add_ons
            .map((a) => t('orders.details.addOn', { name: a.name, quantity: a.quantity }))
            .join(', ');
          return (
            <Line key={line.id}>
              <img src={image(line.item_details, 'image', 'item')} alt="" width={56} height={56} loading="lazy" />
              <span>
                <strong>{item.name}</strong>
                {variation && <Muted>{t('orders.details.variation', { value: variation })}</Muted>}
                {addOns && <Muted>{t('orders.details.addOns', { value: addOns })}</Muted>}
                <Muted>{t('orders.details.quantity', { count: line.quantity })}</Muted>
                {action && <Action>{action(line, item.name)}</Action>}
              </span>
              <strong>
                {money(lineAmount({ unit: line.price, quantity: line.quantity, addOns: line.total_add_on_price }))}
              </strong>
            </Line>
          );
        })}
      </List>
    </Card>
  );
}

const List = styled.ul`
  ${listStack(3)}
`;
const Line = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
  }
  span {
    display: flex;
    flex-direction: column;
  }
`;
const Muted = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
`;
const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space(2)};
`;
