import styled from 'styled-components';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  background: ${({ theme }) => theme.color.surface};
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding-block: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  tr[aria-current='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const DiagramFrame = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  min-height: 320px;
  max-height: 70vh;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  > p {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const DiagramSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  font-family: ${({ theme }) => theme.font.family};
  font-size: 12px;
  direction: ltr;
  .state rect {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-width: 1.2;
  }
  .state.compound > rect,
  .state.parallel > rect {
    fill: ${({ theme }) => theme.color.surfaceAlt};
    fill-opacity: 0.55;
  }
  .state.region > rect {
    stroke-dasharray: 6 4;
  }
  .state rect.inner {
    fill: none;
  }
  .state text {
    fill: ${({ theme }) => theme.color.text};
  }
  .state .initial {
    fill: ${({ theme }) => theme.color.text};
  }
  .state {
    cursor: pointer;
  }
  .state.chosen > rect:first-of-type {
    stroke: ${({ theme }) => theme.color.focus};
    stroke-width: 3;
  }
  .state.active > rect:first-of-type {
    fill: ${({ theme }) => theme.color.primary};
    fill-opacity: 1;
    stroke: ${({ theme }) => theme.color.primary};
    stroke-width: 2.5;
  }
  .state.active.compound > rect:first-of-type,
  .state.active.parallel > rect:first-of-type {
    fill: ${({ theme }) => theme.color.surfaceAlt};
  }
  .state.active:not(.compound):not(.parallel) > text {
    fill: ${({ theme }) => theme.color.onPrimary};
    font-weight: 700;
  }
  .transition {
    cursor: pointer;
  }
  .transition .hit {
    fill: none;
    stroke: transparent;
    stroke-width: 12;
  }
  .transition .line {
    fill: none;
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-width: 1.2;
  }
  .transition .label {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }
  .transition text {
    fill: ${({ theme }) => theme.color.text};
    font-size: 11px;
  }
  .transition.selected .line,
  .transition:hover .line {
    stroke: ${({ theme }) => theme.color.secondary};
    stroke-width: 2.5;
  }
  .transition.selected .label {
    stroke: ${({ theme }) => theme.color.secondary};
    stroke-width: 2;
  }
  .arrow {
    fill: ${({ theme }) => theme.color.textMuted};
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 420px;
  overflow: auto;
`;

export const TransitionButton = styled.button`
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.secondary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  strong {
    margin-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  h3,
  h4 {
    margin: 0;
  }
`;
