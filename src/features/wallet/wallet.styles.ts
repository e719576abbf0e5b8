import styled from 'styled-components';

/** The frame of the wallet pages: centred, padded. */
export const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

/** A bordered block (the balance card, bonuses, the history). */
export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** The balance card: the figure large, the action beside it. */
export const BalanceCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: ${({ theme }) => theme.space(1)} 0;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
  margin: ${({ theme }) => theme.space(1)} 0;
`;
