import styled from 'styled-components';
import { deferredPart } from '../ui/deferred-part.tsx';

/** Where the reviews will show, the height of their loading state, until their chunk is in. */
const Reserved = styled.div`
  min-block-size: ${({ theme }) => theme.space(24)};
`;

/**
 * The reviews below a product page's own content: their code (the list, the paging, the breakdown) is their own
 * chunk, asked for as the page mounts, so the page's first load does not carry it. One deferred part for the three
 * views that show them (the product page, the item modal, the configurator), with the space it keeps meanwhile.
 */
export const ItemReviews = deferredPart<{ itemId: number; rating?: { average: number; count: number } }>(
  () => import('./item-reviews.tsx').then((m) => m.ItemReviews),
  () => <Reserved aria-hidden="true" />,
).Part;
