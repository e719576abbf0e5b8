import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONSENT_ACCEPTED, storageKeys, write } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { reserveBlockEnd } from '../../ui/reserved-edge.ts';
import { spreadWrap } from '../../ui/layout.ts';

/**
 * The cookie notice's strip along the bottom of the window, with `text` (config `cookies_text`) and Accept; shown by
 * cookie-banner-host.tsx until the visitor accepts. Fixed, not in the page's flow: it arrives after the first render
 * and must not move what is already on screen. It covers nothing that has the focus (WCAG 2.2 "focus not obscured"):
 * while it is open the page keeps its height clear at the window's end (`reserveBlockEnd`: the browser scrolls a
 * focused control above it, and the page's last controls can be scrolled there). In the document it comes before the
 * page's header (cookie-banner-host.tsx is the shell's first part after the skip link), so its Accept is reached
 * first from the keyboard.
 */
export function CookieBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  useLayoutEffect(() => (strip.current ? reserveBlockEnd(strip.current) : undefined), []);
  return (
    <Strip ref={strip} aria-label={t('consent.label')}>
      <p>{text}</p>
      <Button $size="sm" onClick={() => write(storageKeys.cookieConsent, CONSENT_ACCEPTED)}>
        {t('consent.accept')}
      </Button>
    </Strip>
  );
}

const Strip = styled.section`
  ${spreadWrap(2)}
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.z.header};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-block-start: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  p {
    margin: 0;
  }
`;
