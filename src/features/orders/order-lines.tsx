import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderLine } from '../../api/orders.ts';
import { useImageSrc } from '../../api/images.ts';
import { variationWords } from '../../shop/variation-text.ts';
import { OrderLineList, OrderLineRow } from '../../shop/order-line-row.tsx';
import { lineAmount } from '../../../domain/pricing/order.ts';
import { Card } from '../../ui/page-frame.ts';
import { useOrderFormat } from './use-order-format.ts';

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
      <OrderLineList>
        {lines.map((line) => {
          const item = line.item_details;
          const variation = variationWords(line.variation).join('; ');
          const addOns = line.add_ons
            .map((a) => t('orders.details.addOn', { name: a.name, quantity: a.quantity }))
            .join(', ');
          return (
            <OrderLineRow
              key={line.id}
              name={item.name}
              image={image(item, 'image', 'item')}
              notes={[
                variation && t('orders.details.variation', { value: variation }),
                addOns && t('orders.details.addOns', { value: addOns }),
                t('orders.details.quantity', { count: line.quantity }),
              ]}
              amount={money(lineAmount({ unit: line.price, quantity: line.quantity, addOns: line.total_add_on_price }))}
            >
              {action && <Action>{action(line, item.name)}</Action>}
            </OrderLineRow>
          );
        })}
      </OrderLineList>
    </Card>
  );
}

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space(2)};
`;
