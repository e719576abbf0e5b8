import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 1; } 50% { opacity: 0.5; } 100% { opacity: 1; }
`;

/** A loading placeholder block (decorative: wrap lists of them in an element with role="status"). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $w?: string; $h?: string; $round?: boolean }>`
  width: ${({ $w }) => $w ?? '100%'};
  height: ${({ $h }) => $h ?? '16px'};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
