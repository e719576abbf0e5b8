// The kit's long text box (a note, a review, a message), alone or under its label: apart from the other fields
// (src/ui/field.ts), which every page's first load carries, since only forms loaded later use it.
import { useId } from 'react';
import styled from 'styled-components';
import { fieldControl, FieldLabel, FieldStack } from './field.ts';

/** A note, a review or a message: the kit's field box, a few lines high, taller on demand. */
export const LongText = styled.textarea`
  ${fieldControl}
  min-height: ${({ theme }) => theme.space(22)};
  padding-block: ${({ theme }) => theme.space(2)};
  resize: vertical;
`;

/**
 * A long text box under its visible label, which names it (a refund's or a payment's note, a review's comment), at
 * most `maxLength` characters.
 */
export function LongTextField({
  label,
  value,
  maxLength,
  disabled,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  disabled?: boolean;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <LongText
        id={id}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldStack>
  );
}
