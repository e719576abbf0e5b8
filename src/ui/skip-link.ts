import styled from 'styled-components';

/**
 * A link that jumps past what comes before a page's content or a section ("Skip to main content", "Skip to stores"):
 * out of sight until it has the focus (a one-pixel box with nothing drawn: not parked off the page, where a page's
 * two of them would lie on each other), then drawn in full at the top.
 */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  top: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
