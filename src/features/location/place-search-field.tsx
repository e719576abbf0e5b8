import { useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LocationActor } from './location-flow.tsx';
import { Status } from './location.styles.ts';
import { controlStyle, inputStyle, labelStyle, type FieldHandoff } from './place-search.styles.ts';
import { importOnce } from '../../ui/load-later.ts';
import { useTypedBeforeHydration } from '../../ui/use-hydrated.ts';

// The combobox (Ark UI and its positioning code) is its own chunk: the page shows a plain field that looks and reads
// the same, and swaps the combobox in when the field is hovered or focused — a visitor who never comes to it (one
// with a saved address, or one who uses the current location or the map) never loads it (offline: the plain field
// stays, and the next hover or focus tries again).
const placeSearch = importOnce(() => import('./place-search.tsx'));

/**
 * Place search (spec part 2 §2): typing sends SEARCH (the statechart debounces and cancels stale lookups). Until the
 * combobox has loaded, a plain field with the same label, role and looks takes the typing; the combobox then takes
 * over its text, focus and caret, so no keystroke is lost.
 */
export function PlaceSearchField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const listing = LocationActor.useSelector((s) => s.hasTag('suggestions'));
  const found = LocationActor.useSelector((s) => s.context.suggestions.length);
  const searching = LocationActor.useSelector((s) => s.hasTag('searching'));
  const [text, setText] = useState('');
  const [Combobox, setCombobox] = useState(() => placeSearch.current()?.PlaceSearch);
  const handoffRef = useRef<FieldHandoff | null>(null);
  const load = useCallback(() => {
    placeSearch.load().then(
      (m) => setCombobox(() => m.PlaceSearch),
      () => undefined,
    );
  }, []);
  const status = searching ? t('location.searching') : listing && found === 0 ? t('location.noPlaces') : '';
  return (
    <div onPointerEnter={Combobox ? undefined : load} onFocus={Combobox ? undefined : load}>
      {Combobox ? (
        <Combobox disabled={disabled} text={text} onText={setText} handoffRef={handoffRef} />
      ) : (
        <PlainField disabled={disabled} text={text} onText={setText} handoffRef={handoffRef} onTyped={load} />
      )}
      <Status role="status">{status}</Status>
    </div>
  );
}

interface FieldProps {
  disabled?: boolean;
  text: string;
  onText: (text: string) => void;
  handoffRef: RefObject<FieldHandoff | null>;
}

/**
 * The field shown until the combobox has loaded: the combobox's label, role, name and looks, collapsed. Text typed
 * into it asks for the combobox (`onTyped`) besides searching: a field focused or typed into before the page was
 * hydrated got no focus event the page could see, and the suggestions are the combobox's to list.
 */
function PlainField({ disabled, text, onText, handoffRef, onTyped }: FieldProps & { onTyped: () => void }) {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // what was typed before the page was hydrated is searched, and the combobox gets it
  useTypedBeforeHydration(input, text, (typed) => {
    onTyped();
    onText(typed);
    actor.send({ type: 'SEARCH', text: typed });
  });
  // Runs as the combobox replaces this field, while the field is still in the page: note its focus and caret.
  useLayoutEffect(
    () => () => {
      const el = input.current;
      if (el && el === document.activeElement) handoffRef.current = { start: el.selectionStart, end: el.selectionEnd };
    },
    [handoffRef],
  );
  return (
    <>
      <Label htmlFor={id}>{t('location.searchLabel')}</Label>
      <Control>
        <span aria-hidden="true">⌕</span>
        <Input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          placeholder={t('location.searchPlaceholder')}
          value={text}
          onChange={(e) => {
            onTyped();
            onText(e.target.value);
            actor.send({ type: 'SEARCH', text: e.target.value });
          }}
        />
      </Control>
    </>
  );
}

const Label = styled.label`
  ${labelStyle}
`;

const Control = styled.div`
  ${controlStyle}
`;

const Input = styled.input`
  ${inputStyle}
`;
