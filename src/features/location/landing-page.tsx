import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { useStored } from '../../session/hooks.ts';
import { storageKeys } from '../../session/storage.ts';
import { LandingModules } from './landing-modules.tsx';
import { LandingPitch } from './landing-pitch.tsx';
import { LocationFlowProvider } from './location-flow.tsx';
import { LocationPanel } from './location-panel.tsx';
import { paths } from '../../routes/paths.ts';
import { stack } from '../../ui/layout.ts';

/**
 * The landing page `/` (spec part 2 §2): the business's hero, the ways to set a location, the pitch and the
 * modules on offer. With a location stored it still works and offers the way on to /home.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const config = useQuery(configQueries.config());
  const stored = useStored(storageKeys.location);
  return (
    <Page>
      <Hero>
        <HeroText>
          <h1>{config.data?.business_name ?? t('common.appName')}</h1>
          <Tagline>{t('location.heroTitle')}</Tagline>
          <p>{t('location.heroLead')}</p>
        </HeroText>
        <Card>
          {stored && (
            <Current>
              <span>
                {t('location.currentLocation')}: <strong>{stored}</strong>
              </span>
              <Link to={paths.home}>{t('location.continueToHome')}</Link>
            </Current>
          )}
          <LocationFlowProvider>
            <LocationPanel />
          </LocationFlowProvider>
        </Card>
      </Hero>
      <LandingPitch />
      <LandingModules />
    </Page>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  ${stack(10)}
`;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const HeroText = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Tagline = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 32px;
    line-height: 1.2;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${stack(4)}
`;

const Current = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
