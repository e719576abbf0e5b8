import styled from 'styled-components';

/**
 * A link that jumps past what comes before a page's content or a section ("Skip to main content", "Skip to stores"):
 * out of sight until it has the focus, then drawn at the top of the window.
 */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;
