import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import toast from '../../ui/toast.ts';
import styled from 'styled-components';
import type { Config } from '../../api/config.ts';
import { useIsRental, useSignedIn, useStoredZoneId } from '../../session/hooks.ts';
import { paths } from '../../routes/paths.ts';

interface FooterLink {
  to: string;
  label: string;
  newWindow?: boolean;
  /** Blocks the link with this message when its condition is missing. */
  requires?: 'login' | 'zone';
}

/** The footer's link columns (part 1 §2), with the policy pages hidden when their config value is 0. */
export function FooterLinks({ config }: { config: Config | undefined }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const zoneId = useStoredZoneId();
  const isRental = useIsRental();
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: t('footer.quickLinks'),
      links: [
        { to: paths.aboutUs, label: t('footer.links.aboutUs') },
        { to: paths.termsAndConditions, label: t('footer.links.termsAndConditions'), newWindow: true },
        { to: paths.privacyPolicy, label: t('footer.links.privacyPolicy') },
        ...(config?.refund_policy === 0 ? [] : [{ to: paths.refundPolicy, label: t('footer.links.refundPolicy') }]),
        ...(config?.cancelation_policy === 0
          ? []
          : [{ to: paths.cancellationPolicy, label: t('footer.links.cancellationPolicy') }]),
        ...(config?.shipping_policy === 0
          ? []
          : [{ to: paths.shippingPolicy, label: t('footer.links.shippingPolicy') }]),
      ],
    },
    {
      title: t('footer.other'),
      links: [
        { to: paths.trackOrder, label: t(isRental ? 'footer.links.trackTrip' : 'footer.links.trackOrder') },
        { to: paths.storeRegistration, label: t('footer.links.becomeVendor') },
        { to: paths.deliverymanRegistration, label: t('footer.links.becomeDeliveryman') },
        { to: paths.homeCampaigns, label: t('footer.links.campaigns'), requires: 'zone' as const },
      ],
    },
    {
      title: t('footer.support'),
      links: [
        { to: paths.helpAndSupport, label: t('footer.links.helpAndSupport') },
        ...(config?.loyalty_point_status === 0
          ? []
          : [{ to: paths.loyaltyPoints, label: t('footer.links.loyaltyPoints'), requires: 'login' as const }]),
        ...(config?.customer_wallet_status === 0
          ? []
          : [{ to: paths.wallet, label: t('footer.links.myWallet'), requires: 'login' as const }]),
      ],
    },
  ];

  const guard = (link: FooterLink) => (e: MouseEvent) => {
    if (link.requires === 'login' && !signedIn) {
      e.preventDefault();
      toast.error(t('footer.loginRequired'));
    } else if (link.requires === 'zone' && !zoneId) {
      e.preventDefault();
      toast.error(t('footer.zoneRequired'));
    }
  };

  return (
    <Columns>
      {columns.map((col) => (
        <div key={col.title}>
          <Heading>{col.title}</Heading>
          <List>
            {col.links.map((l) => (
              <li key={l.to}>
                {l.newWindow ? (
                  <A href={l.to} target="_blank" rel="noopener noreferrer">
                    {l.label}
                    <span className="visually-hidden"> {t('footer.newWindow')}</span>
                  </A>
                ) : (
                  // data-requires: a press before the page is live is held for the guard (page-scripts.ts)
                  <L to={l.to} onClick={guard(l)} data-requires={l.requires}>
                    {l.label}
                  </L>
                )}
              </li>
            ))}
          </List>
        </div>
      ))}
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const linkStyle = `
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
const A = styled.a`
  ${linkStyle}
`;
const L = styled(Link)`
  ${linkStyle}
`;
