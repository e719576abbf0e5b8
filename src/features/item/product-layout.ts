import styled from 'styled-components';

/** An item's page and its shop-style modal: the gallery beside the details (one column below 720 px). */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
