import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { whenIdle } from '../../ui/load-later.ts';

// The footer's content (newsletter and its chart, links, contact, app links: about 3.5 KB of gzip) is a chunk of its
// own, asked for when the browser is idle after the first render (as the toaster and the cookie notice): it sits
// below the page's content, so the first screen does not wait for it. A server-rendered page carries it in its HTML
// (the server imports it at once and the render waits for every boundary), and hydration keeps that HTML until the
// chunk is in; a page the browser renders shows the footer a moment later, below everything else.
const FooterContent = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((done) => whenIdle(done)))
    .then(() => import('./footer-content.tsx'))
    .then((m) => ({ default: m.FooterContent })),
);

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
