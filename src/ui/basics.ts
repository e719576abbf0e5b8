// Small styled pieces with no behaviour: texts, a plain list, a row with its ends apart.
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

/** A list without bullets or indent (cart lines, a trip's vehicles). */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A row with its two ends apart (a label and its amount). */
export const SpreadRow = styled.div`
  display: flex;
  justify-content: space-between;
`;

/** A plain list laid out as a grid of tiles at least `$min` wide (`$fit`: the tiles stretch to fill a short row). */
export const TileGrid = styled.ul<{ $min: string; $fit?: boolean; $gap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')}, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme, $gap }) => theme.space($gap ?? 3)};
`;

/** A pill that toggles (`aria-pressed`): filled in the brand colour while pressed (a category filter, an interest). */
export const ToggleChip = styled.button.attrs({ type: 'button' })`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
