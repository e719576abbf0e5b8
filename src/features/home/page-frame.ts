import styled from 'styled-components';

/** The frame of a catalogue page (categories, a category, search results): centred, padded, its h1 sized. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;
