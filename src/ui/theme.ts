// Design tokens (light and dark). Components use these only: no raw colours, no raw sizes outside src/ui (the
// ratchet of test/lint/design-tokens.test.ts; docs/architecture.md "The component kit").
import { breakpoints } from './breakpoints.ts';

/** The spacing scale: steps of 4px (`space(1)` = 4px … `space(16)` = 64px; halves allowed: `space(0.5)` = 2px). */
const space = (n: number) => `${n * 4}px`;

const shared = {
  /** Corner radii: `xs` chips and ticks, `sm` inputs and thumbnails, `md` buttons and cards, `lg` panels and sheets. */
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space,
  /** Fixed sizes of controls and marks (the only raw sizes feature code may name, through the theme). */
  size: {
    /** Minimum height of a control: `sm` dense rows, `md` default, `lg` the main action; also square icon buttons. */
    control: { sm: '32px', md: '40px', lg: '48px' },
    /** A checkbox's, radio's or switch thumb's mark. */
    mark: '18px',
    /** The hairline of borders and dividers. */
    hairline: '1px',
    /** The focus ring's width. */
    focusRing: '2px',
    /** The narrowest a field or choice card gets in a row of them before the row wraps. */
    fieldMin: '160px',
    /** The narrowest a field with a button beside it (a search with "Pick on map") gets before its row wraps. */
    fieldWide: '280px',
    /** The narrowest a small choice (an amount) gets. */
    chipMin: '88px',
  },
  font: {
    family: "'Inter', 'Segoe UI', 'Noto Sans Arabic', 'Noto Sans Bengali', system-ui, -apple-system, sans-serif",
    /** The type scale: `xs` badges, `sm` notes and labels, `md` body, `lg` section headings, `xl` page headings. */
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  /** Elevation: `card` resting surfaces, `raised` popovers and sticky panels, `dialog` dialogs and sheets. */
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.05)',
    raised: '0 4px 16px rgba(0,0,0,0.12), 0 1px 4px rgba(0,0,0,0.08)',
    dialog: '0 12px 40px rgba(0,0,0,0.25)',
  },
  /**
   * Motion: durations and easings for transitions (`transition: background ${motion.duration.fast}
   * ${motion.easing.standard}`). The global style shortens them all under `prefers-reduced-motion: reduce`. Add a
   * duration or easing when a component needs it: every token travels in every page's first load.
   */
  motion: {
    duration: { fast: '120ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
    },
  },
  media: {
    mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
    desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
    small: `@media (max-width: ${breakpoints.small}px)`,
  },
  layout: {
    maxWidth: '1300px',
    cartDrawer: '420px',
    wishlistDrawer: '523px',
    itemPopup: '459px',
    /** The filter sidebar of a search page on wide screens. */
    sidebar: '280px',
    /** The order aside of the checkout on wide screens. */
    aside: '380px',
  },
  z: { header: 100, drawer: 1000, dialog: 1100, popover: 1150, toast: 1200 },
};

export const lightTheme = {
  ...shared,
  mode: 'light' as 'light' | 'dark',
  color: {
    primary: '#027C45',
    primaryHover: '#026B3B',
    onPrimary: '#ffffff',
    secondary: '#EF7822',
    background: '#F7F8FA',
    surface: '#ffffff',
    surfaceAlt: '#F0F2F5',
    text: '#1F2937',
    textMuted: '#5B6472',
    border: '#E2E6EA',
    error: '#C62828',
    /** Text on an error-coloured fill (the danger button): AA (≥ 4.5:1) on `error` in each theme. */
    onError: '#ffffff',
    success: '#1B7F47',
    warning: '#A15C00',
    focus: '#1565C0',
    overlay: 'rgba(0,0,0,0.45)',
    skeleton: '#E6E9ED',
    veg: '#1B7F47',
    nonVeg: '#C62828',
  },
};

export type Theme = typeof lightTheme;

export const darkTheme: Theme = {
  ...lightTheme,
  mode: 'dark',
  color: {
    primary: '#2FBF7A',
    primaryHover: '#45cf8c',
    onPrimary: '#06281a',
    secondary: '#F39A55',
    background: '#121417',
    surface: '#1C1F24',
    surfaceAlt: '#262A30',
    text: '#EEF0F3',
    textMuted: '#A9B1BC',
    border: '#343942',
    error: '#FF8A80',
    onError: '#3A0A06',
    success: '#6FD39E',
    warning: '#FFC46B',
    focus: '#82B1FF',
    overlay: 'rgba(0,0,0,0.6)',
    skeleton: '#2A2F36',
    veg: '#6FD39E',
    nonVeg: '#FF8A80',
  },
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
