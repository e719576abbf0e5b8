import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredPart, type PlaceholderProps } from './deferred-part.tsx';
import { FieldLabel, FieldStack } from './field.ts';
import { NumberControl, NumberField, NumberStep } from './number-input.styles.ts';
import type { NumberInputProps } from './number-input-stepper.tsx';

/**
 * What the number field shows before Ark's number input is in: the same label, box, value and − / +. Digits typed
 * into it are kept (reported as Ark's would report them), and a field that still has the focus hands it to Ark's
 * input when it arrives, the caret after what was typed: nothing typed in that moment is lost. (Exported for its
 * test, which holds the chunk.)
 */
export function NumberInputPlaceholder({
  label,
  value,
  min,
  max,
  placeholder,
  onValueChange,
  activate,
}: NumberInputProps & PlaceholderProps<NumberInputProps>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NumberControl>
        <NumberStep type="button" tabIndex={-1} aria-label={t('common.decrease', { label })}>
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
        <NumberStep type="button" tabIndex={-1} aria-label={t('common.increase', { label })}>
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
 * input (and its number parsing) is its own chunk, loaded when the first one mounts (src/ui/deferred-part.tsx).
 */
export const NumberInput = numberInput.Part;

/** Starts loading Ark's number input (a test's setup; a control that is about to show one). */
export const preloadNumberInput = numberInput.preload;
