import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldStack } from './field.ts';
import { NumberControl, NumberField, NumberStep } from './number-input.styles.ts';

export interface NumberInputProps {
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** Set by the placeholder (src/ui/number-input.tsx) when it had the focus: the input takes it on arrival. */
  focusOnArrival?: boolean;
  /** Set by the placeholder when − or + was pressed on it: the value steps by it on arrival. */
  stepOnArrival?: number;
}

/** The kit's NumberInput once Ark's number input is loaded (src/ui/number-input.tsx renders it). */
export function NumberInputStepper({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  placeholder,
  focusOnArrival,
  stepOnArrival,
}: NumberInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // as Ark's own − and + step: from 0 when empty, within min and max
  const stepBy = useEffectEvent((by: number) =>
    onValueChange(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, (value ?? 0) + by))),
  );
  useEffect(() => {
    if (stepOnArrival) stepBy(stepOnArrival);
  }, [stepOnArrival]);
  useEffect(() => {
    const el = input.current;
    if (!focusOnArrival || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [focusOnArrival]);
  return (
    <ArkNumberInput.Root
      value={value === null ? '' : String(value)}
      onValueChange={(d) => onValueChange(Number.isNaN(d.valueAsNumber) ? null : d.valueAsNumber)}
      min={min}
      max={max}
      step={step}
      allowMouseWheel={false}
      clampValueOnBlur
    >
      <FieldStack>
        <ArkNumberInput.Label asChild>
          <FieldLabel>{label}</FieldLabel>
        </ArkNumberInput.Label>
        <ArkNumberInput.Control asChild>
          <NumberControl>
            <ArkNumberInput.DecrementTrigger asChild>
              <NumberStep aria-label={t('common.decrease', { label })}>−</NumberStep>
            </ArkNumberInput.DecrementTrigger>
            <ArkNumberInput.Input asChild>
              <NumberField ref={input} placeholder={placeholder} />
            </ArkNumberInput.Input>
            <ArkNumberInput.IncrementTrigger asChild>
              <NumberStep aria-label={t('common.increase', { label })}>+</NumberStep>
            </ArkNumberInput.IncrementTrigger>
          </NumberControl>
        </ArkNumberInput.Control>
      </FieldStack>
    </ArkNumberInput.Root>
  );
}
