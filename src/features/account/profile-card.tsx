import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerInfo } from '../../api/customer.ts';
import type { Config } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';
import { Card } from '../../ui/page-frame.ts';
import { Row, cluster } from '../../ui/layout.ts';
import { pictureAt } from '../../api/images.ts';

/** The full name as 6amMart stores it (f_name + l_name). */
export const fullName = (p: Pick<CustomerInfo, 'f_name' | 'l_name'>) =>
  [p.f_name, p.l_name].filter(Boolean).join(' ').trim();

/**
 * The profile card: photo, name, phone and email with their verified marks, member since N days, order count, and
 * the wallet balance and loyalty points when those features are on in config.
 */
export function ProfileCard({ profile, config }: { profile: CustomerInfo; config: Config | undefined }) {
  const { t } = useTranslation();
  const money = useMoney(config);
  const name = fullName(profile);
  return (
    <Card aria-label={t('account.card.label')}>
      <Row $gap={4}>
        {profile.image_full_url ? (
          <Photo
            src={pictureAt(profile.image_full_url, 160)}
            alt={t('account.card.photoAlt', { name })}
            width={88}
            height={88}
          />
        ) : (
          <Initial aria-hidden="true">{(name || '?').slice(0, 1).toUpperCase()}</Initial>
        )}
        <div>
          <Name>{name}</Name>
          <Contacts>
            {profile.phone && (
              <li>
                <bdi>{profile.phone}</bdi> <Mark verified={profile.is_phone_verified === 1} />
              </li>
            )}
            {profile.email && (
              <li>
                <bdi>{profile.email}</bdi> <Mark verified={profile.is_email_verified === 1} />
              </li>
            )}
          </Contacts>
        </div>
      </Row>
      <Facts>
        <div>
          <dt>{t('account.card.memberSince', { count: profile.member_since_days })}</dt>
        </div>
        <div>
          <dt>{t('account.card.orders', { count: profile.order_count })}</dt>
        </div>
        {config?.customer_wallet_status === 1 && (
          <div>
            <dt>{t('account.card.wallet')}</dt>
            <dd>{money(profile.wallet_balance)}</dd>
          </div>
        )}
        {config?.loyalty_point_status === 1 && (
          <div>
            <dt>{t('account.card.points')}</dt>
            <dd>{profile.loyalty_point}</dd>
          </div>
        )}
      </Facts>
    </Card>
  );
}

function Mark({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip data-verified={verified || undefined}>
      {verified ? `✓ ${t('account.card.verified')}` : t('account.card.notVerified')}
    </Chip>
  );
}

const Photo = styled.img`
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.color.border};
`;
const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Name = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;
const Contacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  /* a phone number's digits in columns, as wide whatever they are */
  font-variant-numeric: tabular-nums;
`;
const Chip = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  &[data-verified] {
    color: ${({ theme }) => theme.color.success};
  }
`;
const Facts = styled.dl`
  ${cluster(3)}
  margin: ${({ theme }) => theme.space(4)} 0 0;
  div {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
