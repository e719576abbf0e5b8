// The kit's long text box (a note, a review, a message): apart from the other fields (src/ui/field.ts), which every
// page's first load carries, since only forms loaded later use it.
import styled from 'styled-components';
import { fieldControl } from './field.ts';

/** A note, a review or a message: the kit's field box, a few lines high, taller on demand. */
export const LongText = styled.textarea`
  ${fieldControl}
  min-height: ${({ theme }) => theme.space(22)};
  padding-block: ${({ theme }) => theme.space(2)};
  resize: vertical;
`;
