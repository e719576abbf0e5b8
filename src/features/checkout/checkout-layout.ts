// The checkout page's layout: the page, its two columns (the form, the order aside) and the alert text.
import styled from 'styled-components';

export const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 1180px) {
    grid-template-columns: 1fr;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
