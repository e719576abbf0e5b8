import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { LocaleProvider } from '@ark-ui/react/locale';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../../domain/geo.ts';
import { LocationActor } from './location-flow.tsx';
import { controlStyle, inputStyle, labelStyle, type FieldHandoff } from './place-search.styles.ts';

/**
 * Place search: an accessible combobox (its own chunk, swapped in by place-search-field.tsx, which keeps the text and
 * the status line). Typing sends SEARCH (the statechart debounces and cancels stale lookups); choosing a suggestion
 * sends CHOOSE_SUGGESTION (place details → the map).
 */
export function PlaceSearch({
  disabled,
  text,
  onText,
  handoffRef,
}: {
  disabled?: boolean;
  text: string;
  onText: (text: string) => void;
  /** Set when the plain field had focus as this replaced it: focus and caret move over. */
  handoffRef: RefObject<FieldHandoff | null>;
}) {
  const { t, i18n } = useTranslation();
  const actor = LocationActor.useActorRef();
  const suggestions = LocationActor.useSelector((s) => s.context.suggestions);
  const listing = LocationActor.useSelector((s) => s.hasTag('suggestions'));
  const [dismissed, setDismissed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const caret = handoffRef.current;
    handoffRef.current = null;
    if (!caret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.start, caret.end);
  }, [handoffRef]);
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
  return (
    // Ark UI lays its parts out left to right unless a LocaleProvider says otherwise: follow the language.
    <LocaleProvider locale={i18n.language}>
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
          onText(d.inputValue);
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
          <Input ref={input} placeholder={t('location.searchPlaceholder')} />
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
      </Combobox.Root>
    </LocaleProvider>
  );
}

const Label = styled(Combobox.Label)`
  ${labelStyle}
`;

const Control = styled(Combobox.Control)`
  ${controlStyle}
`;

const Input = styled(Combobox.Input)`
  ${inputStyle}
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
