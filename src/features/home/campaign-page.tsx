import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useImageSrc } from '../../api/images.ts';
import { offerQueries } from '../../api/offers.ts';
import type { Scope } from '../../api/scope.ts';
import { clock12 } from '../../shop/clock12.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { stack } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { OfferGone } from './offer-gone.tsx';
import { Stores } from './paged-grids.tsx';
import { Section } from './section.tsx';
import { StoreScope } from './store-scope.tsx';
import { StoreCard } from './store-card.tsx';

/** /campaigns/<id>: a running basic campaign (its banner, title, description, dates and daily hours) and its stores. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const campaignId = Number(id);
  return <StoreScope>{(scope) => <CampaignView key={campaignId} id={campaignId} scope={scope} />}</StoreScope>;
}

function CampaignView({ id, scope }: { id: number; scope: Scope }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const src = useImageSrc();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...offerQueries.campaign(scope, id), enabled: valid });
  const campaign = query.data;
  usePageTitle(campaign ? { name: campaign.title } : null);
  if (valid && query.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h={theme.space(60)} />
      </div>
    );
  if (!campaign) return <OfferGone title={t('offers.campaign.notFound')} />;
  return (
    <>
      <Details>
        <img src={src(campaign, 'image', 'campaign')} alt="" />
        <h1>{campaign.title}</h1>
        {campaign.description && <p>{campaign.description}</p>}
        <Muted>
          {t('offers.campaign.period', { start: campaign.available_date_starts, end: campaign.available_date_ends })}
        </Muted>
        {campaign.start_time && campaign.end_time && (
          <Muted>
            {t('offers.campaign.daily', { start: clock12(campaign.start_time), end: clock12(campaign.end_time) })}
          </Muted>
        )}
      </Details>
      <Section title={t('offers.campaign.stores')}>
        {campaign.stores.length === 0 ? (
          <EmptyState role="status" title={t('offers.campaign.noStores')} />
        ) : (
          <Stores>
            {campaign.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </Stores>
        )}
      </Section>
    </>
  );
}

const Details = styled.div`
  ${stack(2)}
  img {
    inline-size: 100%;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h1,
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
