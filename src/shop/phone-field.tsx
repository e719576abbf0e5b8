import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { inputBox } from '../ui/focus-ring.ts';
import { useTranslation } from 'react-i18next';
import { dialCodes } from '../../domain/contact.ts';
import { ErrorText, Field, Label } from '../ui/text-field.tsx';
import { Select } from '../ui/select.tsx';

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** config.country_picker_status = 1: the country dropdown is enabled. */
  countryPicker: boolean;
  markRequired?: boolean;
}

const codes = [...new Set(Object.values(dialCodes))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

/** The dialling codes to choose from (the current one first when it is not a known one). */
export const dialCodeOptions = (current: string) =>
  (codes.includes(current) ? codes : [current, ...codes]).map((c) => ({ value: c, label: c }));

/** A phone input: a country dialling-code dropdown (disabled unless the config allows it) and the number. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, error, dialCode, onDialCodeChange, countryPicker, markRequired, id, ...input },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {markRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <Row $invalid={!!error}>
        <DialCode>
          <Select
            label={t('auth.countryCode')}
            labelHidden
            embedded
            options={dialCodeOptions(dialCode)}
            value={dialCode}
            disabled={!countryPicker}
            onValueChange={onDialCodeChange}
          />
        </DialCode>
        <Input
          ref={ref}
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </Row>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
});

const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${inputBox}
`;

/** The country code's select, drawn inside the number's box (its divider on the inline end), its codes left to right. */
const DialCode = styled.div`
  flex: none;
  direction: ltr;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  color: inherit;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  min-height: 42px;
  direction: ltr;
`;
