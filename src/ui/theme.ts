// Design tokens (light and dark). Components use these only: no raw colours.
export const breakpoints = {
  /** Mobile layout applies at 1180px or below (spec part 2 §2). */
  mobileMax: 1180,
  small: 600,
};

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "'Inter', 'Segoe UI', 'Noto Sans Arabic', system-ui, -apple-system, sans-serif",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.05)',
    dialog: '0 12px 40px rgba(0,0,0,0.25)',
  },
  media: {
    mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
    desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
    small: `@media (max-width: ${breakpoints.small}px)`,
  },
  layout: { maxWidth: '1300px', cartDrawer: '420px', wishlistDrawer: '523px', itemPopup: '459px' },
  z: { header: 100, drawer: 1000, dialog: 1100, toast: 1200 },
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
