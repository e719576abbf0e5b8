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
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Round = styled.button.attrs({ type: 'button' })<{ $wide?: boolean }>`
  min-width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  padding-inline: ${({ $wide, theme }) => ($wide ? theme.space(2.5) : '0')};
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
