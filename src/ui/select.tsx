import { useId } from 'react';
import { deferredPart, type PlaceholderProps } from './deferred-part.tsx';
import { FieldLabel, FieldStack } from './field.ts';
import { SelectChevron, SelectTrigger } from './select.styles.ts';
import type { SelectProps } from './select-listbox.tsx';

/** The label of the chosen option, or undefined when `value` is none of them. */
export const chosenLabel = ({ options, value }: Pick<SelectProps, 'options' | 'value'>) =>
  value === null ? undefined : options.find((o) => o.value === value)?.label;

/** Keys that open a select (WAI-ARIA select-only combobox). */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * What the select shows before Ark's select is in: the same label, box and value; a click or an opening key on it
 * asks for the select to open as soon as it is there.
 */
function SelectPlaceholder({ activate, prepare, ...props }: SelectProps & PlaceholderProps) {
  const id = useId();
  const shown = chosenLabel(props);
  return (
    <FieldStack>
      <FieldLabel htmlFor={id} className={props.labelHidden ? 'visually-hidden' : undefined}>
        {props.label}
      </FieldLabel>
      <SelectTrigger
        id={id}
        data-embedded={props.embedded ? '' : undefined}
        type="button"
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        disabled={props.disabled}
        data-placeholder-shown={shown === undefined ? '' : undefined}
        onPointerEnter={prepare}
        onClick={() => {
          props.onOpenChange?.(true);
          activate();
        }}
        onKeyDown={(e) => {
          if (!openingKeys.has(e.key)) return;
          e.preventDefault();
          props.onOpenChange?.(true);
          activate();
        }}
      >
        <span>{shown ?? props.placeholder}</span>
        <SelectChevron aria-hidden="true" />
      </SelectTrigger>
    </FieldStack>
  );
}

const select = deferredPart<SelectProps>(
  () => import('./select-listbox.tsx').then((m) => m.SelectListbox),
  SelectPlaceholder,
  { openAtMount: true },
);

/**
 * The kit's select (Ark UI): a labelled trigger (role combobox, named by its visible label) opening a listbox;
 * arrow keys, Home/End, typeahead, Enter and Escape; the popup follows the reading direction. Controlled: `value`
 * is one of the options' values, `onValueChange` gets the chosen one. Ark's select (and the popup's positioning)
 * is its own chunk, loaded when the first select mounts (src/ui/deferred-part.tsx).
 */
export const Select = select.Part;

/** The same select, whose chunk is asked for only when the user points at it or opens it: for one on every page. */
export const IntentSelect = select.IntentPart;

/** Starts loading Ark's select (a test's setup; a control that is about to show one). */
export const preloadSelect = select.preload;
