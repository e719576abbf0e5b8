import { useEffect, useMemo, useRef } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import styled from 'styled-components';
import { FieldLabel, FieldStack } from './field.ts';
import { SelectChevron, SelectTrigger } from './select.styles.ts';

export interface SelectOption {
  /** The option's value ('' is a real value: "All", "Now"). */
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Shown while `value` is none of the options. */
  placeholder?: string;
  disabled?: boolean;
  /** Opens the listbox, with the focus on the trigger, when the select mounts (it was asked for before it loaded). */
  openAtMount?: boolean;
  /** The label is read by assistive technology but not shown (a select whose purpose its place shows: a flag icon). */
  labelHidden?: boolean;
  /** Drawn without a box of its own, inside a composite field that draws it (the phone number's country code). */
  embedded?: boolean;
  /** Told when the listbox opens or closes (e.g. to load what a choice will need). */
  onOpenChange?: (open: boolean) => void;
}

/** The kit's Select once Ark's select is loaded (src/ui/select.tsx renders it; features import that one). */
export function SelectListbox({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
  openAtMount = false,
  labelHidden,
  embedded,
  onOpenChange,
}: SelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // the placeholder had the focus when it was asked to open: the trigger that replaced it takes it
  useEffect(() => {
    if (openAtMount) trigger.current?.focus();
  }, [openAtMount]);
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
      defaultOpen={openAtMount && !disabled}
      onOpenChange={onOpenChange && ((d) => onOpenChange(d.open))}
      positioning={{ sameWidth: true, strategy: 'fixed' }}
      lazyMount
      unmountOnExit
    >
      <FieldStack>
        <ArkSelect.Label asChild>
          <FieldLabel className={labelHidden ? 'visually-hidden' : undefined}>{label}</FieldLabel>
        </ArkSelect.Label>
        <ArkSelect.Control>
          <ArkSelect.Trigger asChild>
            <SelectTrigger ref={trigger} data-embedded={embedded ? '' : undefined}>
              <ArkSelect.ValueText placeholder={placeholder} />
              <SelectChevron aria-hidden="true" />
            </SelectTrigger>
          </ArkSelect.Trigger>
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
