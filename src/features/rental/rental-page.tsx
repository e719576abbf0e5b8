import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TripCartProvider } from './trip-cart-provider.tsx';
import { TripCartPanel } from './trip-cart-panel.tsx';

/** A rental page: the content and, above 1180 px, the trip cart side panel; one trip cart actor for both. */
export function RentalPage({ children, panel = true }: { children: ReactNode; panel?: boolean }) {
  return (
    <TripCartProvider>
      <Layout $panel={panel}>
        <div>{children}</div>
        {panel && (
          <Side>
            <TripCartPanel />
          </Side>
        )}
      </Layout>
    </TripCartProvider>
  );
}

const Layout = styled.div<{ $panel: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: ${({ $panel }) => ($panel ? 'minmax(0, 1fr) 340px' : '1fr')};
  padding: ${({ theme }) => theme.space(4)};
  max-width: 1280px;
  margin-inline: auto;
  @media (max-width: 1180px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.aside`
  @media (max-width: 1180px) {
    display: none;
  }
`;
