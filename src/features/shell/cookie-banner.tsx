import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONSENT_ACCEPTED, storageKeys, write } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { spreadWrap } from '../../ui/layout.ts';

/**
 * The cookie notice's strip along the bottom of the window, with `text` (config `cookies_text`) and Accept; shown by
 * cookie-banner-host.tsx until the visitor accepts. Fixed, not in the page's flow: it arrives after the first render
 * and must not move what is already on screen.
 */
export function CookieBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Strip aria-label={t('consent.label')}>
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
