import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldControl, FieldLabel, FieldStack } from './field.ts';

/**
 * The kit's number field with a stepper (Ark UI): a labelled text input (role spinbutton) that takes digits only,
 * ArrowUp/ArrowDown step it, and − / + buttons named "Decrease <label>" / "Increase <label>". Controlled:
 * `value` is a number or null (empty); `onValueChange` gets the number typed (null when emptied).
 */
export function NumberInput({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  placeholder,
}: {
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}) {
  const { t } = useTranslation();
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
        <Control>
          <Step as={ArkNumberInput.DecrementTrigger} aria-label={t('common.decrease', { label })}>
            −
          </Step>
          <Input placeholder={placeholder} />
          <Step as={ArkNumberInput.IncrementTrigger} aria-label={t('common.increase', { label })}>
            +
          </Step>
        </Control>
      </FieldStack>
    </ArkNumberInput.Root>
  );
}

const Control = styled(ArkNumberInput.Control)`
  display: flex;
  align-items: stretch;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  &:focus-within {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-color: ${({ theme }) => theme.color.focus};
  }
`;

const Input = styled(ArkNumberInput.Input)`
  ${fieldControl}
  flex: 1;
  min-width: 0;
  border: 0;
  border-radius: 0;
  text-align: center;
  &:focus-visible {
    outline: none;
  }
`;

const Step = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.size.control.md};
  border: 0;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
