import styled from 'styled-components';
import { Card } from '../../ui/page-frame.ts';
import { spreadWrap } from '../../ui/layout.ts';

/** The balance card: the figure large, the action beside it. */
export const BalanceCard = styled(Card)`
  ${spreadWrap(3)}
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The transactions' filter: a select as wide as a field, not the card. */
export const FilterBox = styled.div`
  max-width: calc(${({ theme }) => theme.size.fieldMin} * 1.5);
  margin-block: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: ${({ theme }) => theme.space(1)} 0;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
  margin: ${({ theme }) => theme.space(1)} 0;
`;
