import styled from 'styled-components';

/** A secondary line of small, muted text (a variation, a provider's name, seats). */
export const MutedText = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A price in the brand colour, bold. */
export const PriceText = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
