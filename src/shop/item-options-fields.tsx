import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../api/config.ts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemConfiguratorActor } from './item-configurator.context.ts';
import type { Item } from '../api/items.ts';
import {
  addOnQuantity,
  availableStock,
  groupRange,
  isRequiredGroup,
  type ItemSelection,
} from '../../domain/item-options.ts';
import { configurableItemOf } from '../api/cart-lines.ts';
import { IconButton } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { RadioCards } from '../ui/radio-cards.tsx';
import { useMoney } from '../ui/use-money.ts';
import { Cluster, InlineRow, row } from '../ui/layout.ts';

type Send = ItemConfiguratorActor['send'];

/**
 * The configurator's choices (spec part 1 §4 "Add-ons and variations"; part 2 §4, §5): food variation groups with
 * (required)/(optional) and the min–max hint, e-commerce choice options with their stock, add-ons with a stepper.
 * An option price of 0 reads 'free'.
 */
export function ItemOptionsFields({
  item,
  selection,
  send,
  disabled,
}: {
  item: Item;
  selection: ItemSelection;
  send: Send;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const priceText = (price: number) => (price > 0 ? `+${money(price)}` : t('cart.item.free'));
  const stock = availableStock(configurableItemOf(item), selection.choiceIndexes);
  return (
    <>
      {item.food_variations.map((group, g) => {
        const { min, max } = groupRange(group);
        // a required single choice is one of its options: radios; picking the chosen one again clears it, as the
        // spec has it for a single choice (reselect); an optional single choice stays a checkbox
        if (group.type !== 'multi' && isRequiredGroup(group))
          return (
            <Group as="div" key={group.name}>
              <RadioCards
                legend={`${group.name} ${t('cart.item.required')}`}
                options={group.values.map((value, i) => ({
                  value: i,
                  label: (
                    <>
                      {value.label} <Price>{priceText(Number(value.optionPrice))}</Price>
                    </>
                  ),
                }))}
                value={selection.foodChoices[g]?.[0] ?? null}
                disabled={disabled}
                reselect
                onValueChange={(i) => send({ type: 'SELECT_FOOD_OPTION', groupIndex: g, optionIndex: i })}
              />
            </Group>
          );
        return (
          <Group key={group.name}>
            <legend>
              {group.name} {t(isRequiredGroup(group) ? 'cart.item.required' : 'cart.item.optional')}
            </legend>
            {group.type === 'multi' && <Hint>{t('cart.item.variationHint', { min, max })}</Hint>}
            {group.values.map((value, i) => (
              <Option key={value.label}>
                <Checkbox
                  label={
                    <>
                      {value.label} <Price>{priceText(Number(value.optionPrice))}</Price>
                    </>
                  }
                  checked={(selection.foodChoices[g] ?? []).includes(i)}
                  disabled={disabled}
                  onCheckedChange={() => send({ type: 'SELECT_FOOD_OPTION', groupIndex: g, optionIndex: i })}
                />
              </Option>
            ))}
          </Group>
        );
      })}
      {item.choice_options.map((choice, c) => (
        <Group key={choice.title}>
          <legend>{choice.title}</legend>
          <Cluster $gap={2}>
            {choice.options.map((option, o) => (
              <Chip
                key={option}
                type="button"
                aria-pressed={selection.choiceIndexes[c] === o}
                disabled={disabled}
                onClick={() => send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: c, optionIndex: o })}
              >
                {option}
              </Chip>
            ))}
          </Cluster>
        </Group>
      ))}
      {item.choice_options.length > 0 && stock <= 0 && (
        <Alert role="status">{t('cart.messages.variationOutOfStock')}</Alert>
      )}
      {item.add_ons.length > 0 && (
        <Group>
          <legend>{t('cart.item.addOns')}</legend>
          {item.add_ons.map((addOn) => {
            const quantity = addOnQuantity(selection.addOns, addOn.id);
            return (
              <Option key={addOn.id}>
                <Checkbox
                  label={
                    <>
                      {addOn.name} <Price>{priceText(addOn.price)}</Price>
                    </>
                  }
                  checked={quantity > 0}
                  disabled={disabled}
                  onCheckedChange={() => send({ type: 'TOGGLE_ADD_ON', id: addOn.id })}
                />
                <InlineRow $gap={1} role="group" aria-label={addOn.name}>
                  <IconButton
                    $size="sm"
                    aria-label={t('cart.item.decreaseAddOn', { name: addOn.name })}
                    disabled={disabled || quantity === 0}
                    onClick={() => send({ type: 'DECREMENT_ADD_ON', id: addOn.id })}
                  >
                    −
                  </IconButton>
                  <span>{quantity}</span>
                  <IconButton
                    $size="sm"
                    aria-label={t('cart.item.increaseAddOn', { name: addOn.name })}
                    disabled={disabled || quantity === 0}
                    onClick={() => send({ type: 'INCREMENT_ADD_ON', id: addOn.id })}
                  >
                    +
                  </IconButton>
                </InlineRow>
              </Option>
            );
          })}
        </Group>
      )}
    </>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const Option = styled.div`
  ${row(2)}
  justify-content: space-between;
  min-height: 36px;
`;

/** An option's price, after its name in the checkbox's label (so the choice's name tells its price). */
const Price = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Chip = styled.button`
  min-height: 36px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.error};
`;
