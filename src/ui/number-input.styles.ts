// The look of the kit's NumberInput (src/ui/number-input.tsx): the box holding − / field / +, shared by the
// placeholder drawn while Ark's number input loads and by the loaded part (src/ui/number-input-stepper.tsx).
import styled from 'styled-components';
import { fieldControl } from './field.ts';
import { inputBox } from './focus-ring.ts';

/** The box: − and + at either end of the field, one border and one focus ring around the three. */
export const NumberControl = styled.div`
  display: flex;
  align-items: stretch;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  ${inputBox}
`;

export const NumberField = styled.input`
  ${fieldControl}
  flex: 1;
  /* a field's own width (about 20 characters) would otherwise be the least its row can be */
  width: 100%;
  min-width: 0;
  border: 0;
  border-radius: 0;
  text-align: center;
  &:focus-visible {
    outline: none;
  }
`;

export const NumberStep = styled.button`
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
