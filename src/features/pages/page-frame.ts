import styled from 'styled-components';

/** The frame of the business pages and /coupons: centred, padded, a readable measure. */
export const PageFrame = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  min-height: 60vh;
  > h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  }
`;
