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
 * The cookie notice (config `cookies_text`; none when empty): a strip above the page until the visitor accepts it,
 * remembered in the browser (`cookie-consent`). In the page's flow, so it never covers what is under it.
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
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-block-end: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
  }
`;
