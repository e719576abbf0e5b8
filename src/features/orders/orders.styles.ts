import styled from 'styled-components';

/** A status chip: its colour follows the status (delivered green, cancelled red, others neutral). */
export const StatusChip = styled.span<{ $tone: 'success' | 'error' | 'neutral' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'error' ? theme.color.error : theme.color.text};
`;

export const toneOf = (status: string): 'success' | 'error' | 'neutral' =>
  status === 'delivered' || status === 'completed' || status === 'refunded'
    ? 'success'
    : status === 'canceled' || status === 'failed' || status === 'payment_failed'
      ? 'error'
      : 'neutral';

/** Label / value rows. */
export const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;
