import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { LocaleProvider } from '@ark-ui/react/locale';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../../domain/geo.ts';
import { ComboboxOption, ComboboxOptionNote, ComboboxPopup } from '../../ui/combobox-popup.tsx';
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
          <ComboboxPopup $maxHeight="320px">
            {collection.items.map((item) => (
              <ComboboxOption $stacked key={item.placeId} item={item}>
                <Combobox.ItemText>{item.mainText}</Combobox.ItemText>
                {item.secondaryText && <ComboboxOptionNote>{item.secondaryText}</ComboboxOptionNote>}
              </ComboboxOption>
            ))}
          </ComboboxPopup>
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
