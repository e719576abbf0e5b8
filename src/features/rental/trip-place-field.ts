// A trip's place shown as a field (the search form's Pickup, Destination and Distance): its label above the value, in
// a box of a control's height. The form's fields start on one line, so side by side their labels share a row and
// their values another, whatever the width and the direction.
import styled from 'styled-components';
import { FieldStack } from '../../ui/field.ts';

export const TripPlaceField = styled(FieldStack)`
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > output {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control.md};
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;
