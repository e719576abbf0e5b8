import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { PartBoundary } from '../../shop/part-boundary.tsx';

/**
 * A titled home section (a landmark region named by its heading); its content failing shows in it alone, and its Try
 * again asks for the section's answers afresh (`reload`: their query keys).
 */
export function Section({
  title,
  children,
  actions,
  reload,
  anchor,
}: {
  title: string;
  /** The section's id, for a link that skips to it (the module home's "Skip to stores"). */
  anchor?: string;
  children: ReactNode;
  actions?: ReactNode;
  reload?: readonly QueryKey[];
}) {
  const id = useId();
  return (
    <Box id={anchor} aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {actions}
      </Head>
      <PartBoundary part="section" reload={reload}>
        {children}
      </PartBoundary>
    </Box>
  );
}

const Box = styled.section`
  margin-block: ${({ theme }) => theme.space(6)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A section's cards: a grid of cards at least 170 px wide. */
export const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
