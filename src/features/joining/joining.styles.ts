// The registration pages' frame: a narrow form of sections, its step named above it, its buttons at the end.
import styled from 'styled-components';
import { cluster, stack } from '../../ui/layout.ts';

export const JoiningPage = styled.div`
  max-width: ${({ theme }) => theme.space(180)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  ${stack(4)}
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** "Step 1 of 2 · Personal info". */
export const StepName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A step's form: its sections one under the other. */
export const StepForm = styled.form`
  ${stack(4)}
`;

/** Two fields side by side on a wide screen, one under the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(60)}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** Back and Next / Submit. */
export const StepButtons = styled.div`
  ${cluster(3)}
  justify-content: flex-end;
`;
