import { useMemo } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import styled from 'styled-components';
import { fieldControl, FieldLabel, FieldStack } from './field.ts';

export interface SelectOption {
  /** The option's value ('' is a real value: "All", "Now"). */
  value: string;
  label: string;
}

/**
 * The kit's select (Ark UI): a labelled trigger (role combobox, named by its visible label) opening a listbox;
 * arrow keys, Home/End, typeahead, Enter and Escape; the popup follows the reading direction. Controlled: `value`
 * is one of the options' values, `onValueChange` gets the chosen one.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
}: {
  label: string;
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Shown while `value` is none of the options. */
  placeholder?: string;
  disabled?: boolean;
}) {
  const collection = useMemo(
    () => createListCollection({ items: options, itemToValue: (o) => o.value, itemToString: (o) => o.label }),
    [options],
  );
  const current = value !== null && options.some((o) => o.value === value) ? [value] : [];
  return (
    <ArkSelect.Root
      collection={collection}
      value={current}
      onValueChange={(d) => d.value[0] !== undefined && onValueChange(d.value[0])}
      disabled={disabled}
      positioning={{ sameWidth: true, strategy: 'fixed' }}
      lazyMount
      unmountOnExit
    >
      <FieldStack>
        <ArkSelect.Label asChild>
          <FieldLabel>{label}</FieldLabel>
        </ArkSelect.Label>
        <ArkSelect.Control>
          <Trigger>
            <ArkSelect.ValueText placeholder={placeholder} />
            <Chevron aria-hidden="true" />
          </Trigger>
        </ArkSelect.Control>
      </FieldStack>
      <ArkSelect.Positioner>
        <Content>
          {options.map((o) => (
            <Item key={o.value} item={o}>
              <ArkSelect.ItemText>{o.label}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator aria-hidden="true">✓</ArkSelect.ItemIndicator>
            </Item>
          ))}
        </Content>
      </ArkSelect.Positioner>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

const Trigger = styled(ArkSelect.Trigger)`
  ${fieldControl}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  text-align: start;
  cursor: pointer;
  &[data-placeholder-shown] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A down-pointing chevron drawn with borders (no glyph: the same on every system). */
const Chevron = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.space(2)};
  border-inline-end: ${({ theme }) => theme.size.focusRing} solid currentColor;
  border-block-end: ${({ theme }) => theme.size.focusRing} solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  opacity: 0.7;
`;

const Content = styled(ArkSelect.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  max-height: min(50vh, 320px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(1)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
  &[hidden] {
    display: none;
  }
`;

const Item = styled(ArkSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-state='checked'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
