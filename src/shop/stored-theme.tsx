import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useStoredTheme } from '../session/hooks.ts';
import { darkTheme, lightTheme } from '../ui/theme.ts';

/**
 * The parts below drawn in the stored theme (`settings.theme`): the app's providers give it to every page. A part of
 * a server-rendered page that React hydrates later than the rest (the footer's content, src/features/shell/footer.tsx)
 * gives it again: while that part hydrates it reads the theme as the page started (useSyncExternalStore's server
 * snapshot), the one the server drew its markup in, and right after as it is now. Hydrated in a theme chosen meanwhile
 * (in another tab, or stored between the server's render and the hydration), the markup would keep the server's class
 * names: the old theme's colours on the new background, until the theme changed again.
 */
export function StoredTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useStoredTheme() === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
