import styled from 'styled-components';
import { row } from '../../ui/layout.ts';

// The product card's cart control, as its placeholder (cart-button.tsx) and the loaded control (cart-button-live.tsx)
// draw it alike.

export const Control = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
`;

export const Stepper = styled.div`
  ${row(2)}
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Round = styled.button.attrs({ type: 'button' })<{ $wide?: boolean }>`
  min-width: 36px;
  height: 36px;
  padding-inline: ${({ $wide }) => ($wide ? '10px' : '0')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
