import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { importOnce } from '../../ui/load-later.ts';

// The footer's content (newsletter and its chart, links, contact, app links: about 3.5 KB of gzip) is a chunk of its
// own, off the first load of a page the browser renders (it sits below the page's content: it shows a moment after
// the first screen). A server-rendered page carries it in its HTML, and the hydration loads the chunk with the page's
// lazy routes before it starts (`preloadFooter`, src/app/hydration.ts), so the footer is live as soon as the page is:
// a shopper's first click on the newsletter or the address never falls on markup not yet hydrated.
const content = importOnce(() => import('./footer-content.tsx'));

/** Loads the footer's content (a server-rendered page awaits it before hydrating). */
export const preloadFooter = () => content.load();

type Content = { default: typeof import('./footer-content.tsx').FooterContent };

/**
 * The content, rendered at once when its chunk is already in (a thenable that answers synchronously: the hydration of
 * a server-rendered page, which loaded it first, does not stop at the footer), else once it arrives.
 */
const FooterContent = lazy(() => {
  const loaded = content.current();
  return (
    loaded
      ? { then: (done: (value: Content) => void) => done({ default: loaded.FooterContent }) }
      : content.load().then((m) => ({ default: m.FooterContent }))
  ) as Promise<Content>;
});

/** The footer (part 1 §2), its content loaded apart from the first load. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Outer aria-label={t('shell.footer')}>
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </Outer>
  );
}

const Outer = styled.footer`
  margin-top: ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.color.surface};
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;
