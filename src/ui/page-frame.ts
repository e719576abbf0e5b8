import styled from 'styled-components';

/**
 * The frame of an account page (orders, wallet…): centred, padded, its title large; `$wide` as wide as the shop's
 * pages (the profile's two columns, the inbox's list beside its conversation).
 */
export const Page = styled.div<{ $wide?: boolean }>`
  max-width: ${({ $wide, theme }) => ($wide ? theme.layout.maxWidth : '960px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

/** A bordered block of an account page. */
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
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;
