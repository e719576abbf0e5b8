// The look of the forms after an order (a refund request, an item's review): the fields in one disabled-able group, a
// long text box, the server's refusal.
import styled from 'styled-components';
import { fieldControl } from '../../ui/field.ts';

/** The form's fields: one fieldset, so disabling it while sending disables every control. */
export const FormFields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A note or a review: the kit's field box, a few lines high, taller on demand. */
export const LongText = styled.textarea`
  ${fieldControl}
  min-height: ${({ theme }) => theme.space(22)};
  padding-block: ${({ theme }) => theme.space(2)};
  resize: vertical;
`;

/** Why the server refused (announced). */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
`;
