import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { useStored } from '../../session/hooks.ts';
import { storageKeys, write } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { spreadWrap } from '../../ui/layout.ts';

const ACCEPTED = 'accepted';

/**
 * The cookie notice (config `cookies_text`; none when empty): a strip along the bottom of the window until the visitor
 * accepts it, remembered in the browser (`cookie-consent`). Fixed, not in the page's flow: it arrives after the first
 * render (src/features/shell/cookie-banner-later.tsx) and must not move what is already on screen.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const text = useQuery(configQueries.config()).data?.cookies_text?.trim();
  const accepted = useStored(storageKeys.cookieConsent) === ACCEPTED;
  if (!text || accepted) return null;
  return (
    <Strip aria-label={t('consent.label')}>
      <p>{text}</p>
      <Button $size="sm" onClick={() => write(storageKeys.cookieConsent, ACCEPTED)}>
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
