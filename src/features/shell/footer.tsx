import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { markPageLive } from '../../shop/page-live.ts';
import { StoredTheme } from '../../shop/stored-theme.tsx';

// The footer's content (newsletter, links, contact, app links: about 3.5 KB of gzip) is a chunk of its own, off the
// first load of every page: it sits below the page's content. A page the browser renders shows it a moment after the
// first screen. A server-rendered page carries it in its HTML, and hydrates without it: React keeps the server's
// markup of a Suspense boundary whose lazy part is not in yet, and hydrates it when the chunk arrives — which the
// hydration's own render asks for. A press on it meanwhile is held and carried out once the page is live, and its form
// is not sent by the browser (server/lib/http/page-scripts.ts).
// It is drawn in the theme it reads itself (StoredTheme): hydrated later than the app's providers, it must hydrate in
// the theme the server drew it in, even when another was chosen since.
const FooterContent = lazy(() => import('./footer-content.tsx').then((m) => ({ default: m.FooterContent })));

/** The footer (part 1 §2), its content loaded apart from the first load. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Outer aria-label={t('shell.footer')}>
      <Suspense>
        <StoredTheme>
          <FooterContent />
        </StoredTheme>
        <AppReady />
      </Suspense>
    </Outer>
  );
}

/**
 * Marks the page live once the footer's content is: the last part of a page to be drawn or hydrated, after the layout
 * and the page (a press before it may fall on markup React has not taken over yet: the page held it till now).
 */
function AppReady() {
  useEffect(markPageLive, []);
  return null;
}

const Outer = styled.footer`
  margin-top: ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.color.surface};
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;
