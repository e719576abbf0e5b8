import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LandingData } from '../../api/landing.ts';
import { Cluster } from '../../ui/layout.ts';

/** App store buttons, each only when its status is 1 (part 1 §9). */
export function AppDownload({ links }: { links: LandingData['download_user_app_links'] | undefined }) {
  const { t } = useTranslation();
  const play = links?.playstore_url_status === 1 && links?.playstore_url ? links.playstore_url : null;
  const apple = links?.apple_store_url_status === 1 && links?.apple_store_url ? links.apple_store_url : null;
  if (!play && !apple) return null;
  return (
    <Wrap>
      <Heading>{t('footer.downloadApp')}</Heading>
      <Cluster $gap={2}>
        {play && (
          <Store href={play} target="_blank" rel="noopener noreferrer">
            {t('footer.googlePlay')}
            <span className="visually-hidden"> {t('footer.newWindow')}</span>
          </Store>
        )}
        {apple && (
          <Store href={apple} target="_blank" rel="noopener noreferrer">
            {t('footer.appStore')}
            <span className="visually-hidden"> {t('footer.newWindow')}</span>
          </Store>
        )}
      </Cluster>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Store = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
