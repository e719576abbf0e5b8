import { render } from '@testing-library/react';
import axe from 'axe-core';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Button, type ButtonVariant } from '../../../src/ui/button.tsx';
import { darkTheme, lightTheme, type Theme } from '../../../src/ui/theme.ts';

// Every Button variant's text against what is behind it, in both themes, with axe's own colour maths (WCAG 2 AA:
// 4.5:1 for the buttons' normal-size text). The colours are the ones the browser computes from the styled
// component, not the theme tokens read back. The danger variant put white text on the dark theme's light red (2.3:1).

const AA = 4.5;
const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const themes: [string, Theme][] = [
  ['light', lightTheme],
  ['dark', darkTheme],
];

/** The computed text and background colours of a rendered button (a transparent background shows `behind`). */
function colours(theme: Theme, variant: ButtonVariant) {
  const { getByRole, unmount } = render(
    <ThemeProvider theme={theme}>
      <Button $variant={variant}>Delete</Button>
    </ThemeProvider>,
  );
  const style = getComputedStyle(getByRole('button', { name: 'Delete' }));
  const result = { text: style.color, background: style.backgroundColor };
  unmount();
  return result;
}

/** axe-core's colour utilities (used by its color-contrast rule; not in its type declarations). */
interface AxeColor {
  alpha: number;
  parseString(css: string): AxeColor;
  toHexString(): string;
}
const axeColour = (
  axe.commons as unknown as {
    color: { Color: new () => AxeColor; getContrast(bg: AxeColor, fg: AxeColor): number };
  }
).color;
const parse = (css: string) => new axeColour.Color().parseString(css);
const contrast = (fg: string, bg: string) => axeColour.getContrast(parse(bg), parse(fg));

describe.each(themes)('Button colours in the %s theme', (_, theme) => {
  it.each(variants)('%s: the label has AA contrast on the button (and on the page behind a see-through one)', (v) => {
    const { text, background } = colours(theme, v);
    expect(text).not.toBe('');
    const bg = parse(background);
    const behind = bg.alpha === 0 ? [theme.color.surface, theme.color.background] : [background];
    for (const b of behind) expect(contrast(text, b), `${v} ${text} on ${b}`).toBeGreaterThanOrEqual(AA);
  });
});

it('the danger button is drawn in the theme’s error colour with its own text colour (not white on the dark red)', () => {
  const light = colours(lightTheme, 'danger');
  const dark = colours(darkTheme, 'danger');
  expect(parse(light.background).toHexString().toLowerCase()).toBe('#c62828');
  expect(parse(dark.background).toHexString().toLowerCase()).toBe('#ff8a80');
  expect(contrast(dark.text, dark.background)).toBeGreaterThanOrEqual(AA);
  expect(contrast('#ffffff', dark.background)).toBeLessThan(AA); // why the dark theme needs a dark label
});
