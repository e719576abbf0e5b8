// A grid of cards whose column count follows the screen's width: one on a phone held upright, two on a tablet, three
// from a laptop's width on. A module of its own, not the theme's: the theme travels in every page's first load, this
// only with the grids that use it (the vehicle search's results).
import { css } from 'styled-components';

export const cardColumns = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1099px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
