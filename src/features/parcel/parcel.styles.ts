import styled from 'styled-components';

/** Back / Next (or Send Parcel) under each step of the parcel page. */
export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A refusal of the flow or the map picker, worded beside what it is about. */
export const Problem = styled.p`
  color: ${({ theme }) => theme.color.error};
`;
