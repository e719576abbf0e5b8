import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { inputBox } from './focus-ring.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field and announced (aria-describedby + aria-invalid). */
  error?: string;
  hint?: ReactNode;
  /** Marks the label with a required asterisk (the input's own `required` is up to the caller). */
  markRequired?: boolean;
  endAdornment?: ReactNode;
}

/** A labelled input with its error message; forwards its ref (react-hook-form `register`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, markRequired, endAdornment, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {markRequired && <Required aria-hidden="true"> *</Required>}
      </Label>
      <InputRow $invalid={!!error}>
        <Input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {endAdornment}
      </InputRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
});

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.error};
`;

const InputRow = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${inputBox}
`;

const Input = styled.input`
  flex: 1;
  /* a field's own width (about 20 characters) would otherwise be the least its row can be */
  width: 100%;
  min-width: 0;
  border: none;
  background: transparent;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  min-height: 42px;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.small`
  color: ${({ theme }) => theme.color.error};
`;
