import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../domain/geo.ts';
import { LocationActor } from './location-flow.tsx';
import { Status } from './location.styles.ts';

/**
 * Place search: an accessible combobox. Typing sends SEARCH (the statechart debounces and cancels stale
 * lookups); choosing a suggestion sends CHOOSE_SUGGESTION (place details → the map).
 */
export function PlaceSearch({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const suggestions = LocationActor.useSelector((s) => s.context.suggestions);
  const listing = LocationActor.useSelector((s) => s.hasTag('suggestions'));
  const searching = LocationActor.useSelector((s) => s.hasTag('searching'));
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const collection = useMemo(
    () =>
      createListCollection<PlaceSuggestion>({
        items: listing ? suggestions : [],
        itemToValue: (s) => s.placeId,
        itemToString: (s) => s.mainText,
      }),
    [listing, suggestions],
  );
  const items = collection.items;
  const open = listing && items.length > 0 && !dismissed;
  const status = searching ? t('location.searching') : listing && items.length === 0 ? t('location.noPlaces') : '';
  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      open={open}
      disabled={disabled}
      lazyMount
      unmountOnExit
      allowCustomValue
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onOpenChange={(d) => !d.open && setDismissed(true)}
      onInputValueChange={(d) => {
        setText(d.inputValue);
        if (d.reason === 'input-change' || d.reason === 'clear-trigger') {
          setDismissed(false);
          actor.send({ type: 'SEARCH', text: d.inputValue });
        }
      }}
      onSelect={(d) => {
        const suggestion = suggestions.find((s) => s.placeId === d.itemValue);
        if (suggestion) actor.send({ type: 'CHOOSE_SUGGESTION', suggestion });
      }}
    >
      <Label>{t('location.searchLabel')}</Label>
      <Control>
        <span aria-hidden="true">⌕</span>
        <Input placeholder={t('location.searchPlaceholder')} />
      </Control>
      <Combobox.Positioner>
        <Content>
          {collection.items.map((item) => (
            <Item key={item.placeId} item={item}>
              <Combobox.ItemText>{item.mainText}</Combobox.ItemText>
              {item.secondaryText && <Secondary>{item.secondaryText}</Secondary>}
            </Item>
          ))}
        </Content>
      </Combobox.Positioner>
      <Status role="status">{status}</Status>
    </Combobox.Root>
  );
}

const Label = styled(Combobox.Label)`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

const Control = styled(Combobox.Control)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Input = styled(Combobox.Input)`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  &:focus {
    outline: none;
  }
`;

const Content = styled(Combobox.Content)`
  z-index: ${({ theme }) => theme.z.dialog + 10};
  max-height: 320px;
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

const Item = styled(Combobox.Item)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
