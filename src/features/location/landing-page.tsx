import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';

/** The landing page `/`, shown while no location is set. */
export function LandingPage() {
  const { t } = useTranslation();
  const config = useQuery(configQueries.config());
  return (
    <Hero>
      <h1>{config.data?.business_name ?? t('common.appName')}</h1>
    </Hero>
  );
}

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
`;
