import { screen } from '@testing-library/react';

/**
 * The levels of the page's headings in document order (what a screen reader's outline and Lighthouse's
 * heading-order read), and whether one skips a level below the one before it (an h3 right after an h1).
 */
export function headingOutline() {
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  return { levels, skips: levels.some((level, i) => level > (levels[i - 1] ?? 0) + 1) };
}
