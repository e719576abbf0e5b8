import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredPart, type PlaceholderProps } from './deferred-part.tsx';
import { FieldLabel, FieldStack } from './field.ts';
import { NumberControl, NumberField, NumberStep } from './number-input.styles.ts';
import type { NumberInputProps } from './number-input-stepper.tsx';

/**
 * What the number field shows before Ark's number input is in: the same label, box, value and − / +. Pointing at it
 * asks for Ark's input; digits typed into it are kept (reported as Ark's would report them), a press on − or + steps
 * the value as soon as Ark's input is there, and a field that still has the focus hands it to Ark's input when it
 * arrives, the caret after what was typed: nothing done in that moment is lost. (Exported for its test, which holds
 * the chunk.)
 */
export function NumberInputPlaceholder({
  label,
  value,
  min,
  max,
  step = 1,
  placeholder,
  onValueChange,
  activate,
  prepare,
}: NumberInputProps & PlaceholderProps<NumberInputProps>) {
  const { t } = useTranslation();
  const id = useId();
  // as Ark's number input does: an empty field counts as 0, and a step past `min` or `max` is disabled
  const current = value ?? 0;
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NumberControl onPointerEnter={prepare}>
        <NumberStep
          type="button"
          tabIndex={-1}
          aria-label={t('common.decrease', { label })}
          disabled={current <= (min ?? -Infinity)}
          onClick={() => activate({ stepOnArrival: -step })}
        >
          −
        </NumberStep>
        <NumberField
          id={id}
          role="spinbutton"
          inputMode="decimal"
          aria-valuenow={value ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          value={value === null ? '' : String(value)}
          placeholder={placeholder}
          onFocus={() => activate({ focusOnArrival: true })}
          onBlur={() => activate({ focusOnArrival: false })}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            onValueChange(digits === '' ? null : Number(digits));
          }}
        />
        <NumberStep
          type="button"
          tabIndex={-1}
          aria-label={t('common.increase', { label })}
          disabled={current >= (max ?? Infinity)}
          onClick={() => activate({ stepOnArrival: step })}
        >
          +
        </NumberStep>
      </NumberControl>
    </FieldStack>
  );
}

const numberInput = deferredPart<NumberInputProps>(
  () => import('./number-input-stepper.tsx').then((m) => m.NumberInputStepper),
  NumberInputPlaceholder,
);

/**
 * The kit's number field with a stepper (Ark UI): a labelled text input (role spinbutton) that takes digits only,
 * ArrowUp/ArrowDown step it, and − / + buttons named "Decrease <label>" / "Increase <label>". Controlled:
 * `value` is a number or null (empty); `onValueChange` gets the number typed (null when emptied). Ark's number
 * input (and its number parsing) is its own chunk, asked for when the shopper is about to use the field (pointing at
 * it, focusing it, pressing − or +: src/ui/deferred-part.tsx's IntentPart): a page that shows one — the vehicle
 * search's hours, on its first screen — loads none of Ark's code until then.
 */
export const NumberInput = numberInput.IntentPart;

/** Starts loading Ark's number input (a test's setup; a control that is about to show one). */
export const preloadNumberInput = numberInput.preload;
