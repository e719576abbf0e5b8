import styled from 'styled-components';

/** A small status label (New, a count): text on a tinted pill; `$tone` picks the colour. */
export const Badge = styled.span<{ $tone?: 'primary' | 'neutral' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'primary' ? theme.color.primary : $tone === 'warning' ? theme.color.warning : theme.color.surfaceAlt};
  color: ${({ theme, $tone = 'primary' }) => ($tone === 'neutral' ? theme.color.text : theme.color.onPrimary)};
`;

/**
 * A removable chip (an active filter): a real button whose visible text is the thing it removes and whose accessible
 * name (`aria-label`, e.g. "Remove Air Condition") contains that text; the × is drawn, not a glyph.
 */
export function RemovableChip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <ChipButton type="button" aria-label={removeLabel} onClick={onRemove}>
      <span>{label}</span>
      <Cross aria-hidden="true" />
    </ChipButton>
  );
}

const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding-inline: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A × drawn with two crossed bars. */
const Cross = styled.span`
  position: relative;
  width: ${({ theme }) => theme.space(3)};
  height: ${({ theme }) => theme.space(3)};
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 0;
    width: 100%;
    height: ${({ theme }) => theme.size.focusRing};
    background: currentColor;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  &::before {
    transform: translateY(-50%) rotate(45deg);
  }
  &::after {
    transform: translateY(-50%) rotate(-45deg);
  }
`;
