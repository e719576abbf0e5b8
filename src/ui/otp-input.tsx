import { PinInput } from '@ark-ui/react/pin-input';
import styled from 'styled-components';
import { focusRing } from './focus-ring.ts';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../domain/contact.ts';

/**
 * One-digit boxes (Ark UI pin input): numeric, paste-friendly, autocomplete one-time-code; six, or as many as the
 * backend's codes have (`length`, 4 on older backends).
 */
export function OtpInput({
  value,
  onChange,
  disabled,
  label,
  length = OTP_LENGTH,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  label?: string;
  length?: number;
}) {
  const { t } = useTranslation();
  const indexes = Array.from({ length }, (_, i) => i);
  return (
    <Root
      key={length}
      count={length}
      type="numeric"
      otp
      value={value.split('').concat(Array(length).fill('')).slice(0, length)}
      onValueChange={(d) => onChange(d.valueAsString)}
      disabled={disabled}
      translations={{ inputLabel: (index, length) => t('auth.otpDigit', { index: index + 1, count: length }) }}
    >
      <PinInput.Label>{label ?? t('auth.otpCode')}</PinInput.Label>
      <Control>
        {indexes.map((i) => (
          <Box key={i} index={i} />
        ))}
      </Control>
      <PinInput.HiddenInput />
    </Root>
  );
}

const Root = styled(PinInput.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(2)};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Control = styled(PinInput.Control)`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
  direction: ltr;
`;

const Box = styled(PinInput.Input)`
  inline-size: 44px;
  block-size: 48px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    ${focusRing}
    border-color: ${({ theme }) => theme.color.focus};
  }
  ${({ theme }) => theme.media.small} {
    inline-size: 38px;
  }
`;
