import { Combobox } from '@ark-ui/react/combobox';
import styled from 'styled-components';

/** A combobox's popup list (place search, navbar search): above dialogs, scrolling past `$maxHeight`. */
export const ComboboxPopup = styled(Combobox.Content)<{ $maxHeight: string }>`
  z-index: ${({ theme }) => theme.z.dialog + 10};
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[hidden],
  &[data-state='closed'] {
    display: none;
  }
`;

/** An option of the popup: a flex box (`$stacked`: its texts one above the other), highlighted on hover and keys. */
export const ComboboxOption = styled(Combobox.Item)<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  justify-content: ${({ $stacked }) => ($stacked ? 'flex-start' : 'space-between')};
  gap: ${({ theme, $stacked }) => ($stacked ? '2px' : theme.space(2))};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** An option's second text (a place's area, a suggestion's kind). */
export const ComboboxOptionNote = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The popup's options, each its label then its note (a search suggestion and its kind). */
export function NotedOptions<T extends { value: string; label: string }>({
  items,
  noteOf,
}: {
  items: readonly T[];
  noteOf: (item: T) => string;
}) {
  return items.map((item) => (
    <ComboboxOption key={item.value} item={item}>
      <Combobox.ItemText>{item.label}</Combobox.ItemText>
      <ComboboxOptionNote>{noteOf(item)}</ComboboxOptionNote>
    </ComboboxOption>
  ));
}
