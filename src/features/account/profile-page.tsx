import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import { PROFILE_PAGE_PARAM, paths, profilePath } from '../../routes/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Card, Page } from '../../ui/page-frame.ts';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileCard } from './profile-card.tsx';
import { errorMessage } from '../../api/errors.ts';
import { ProfileForm } from './profile-form.tsx';

/**
 * /profile (signed-in customers): `?page=profile-settings` (the default) shows the profile card, Edit Personal
 * Details and Delete Account; `?page=inbox` (the navbar's chat) the inbox, its conversations and the one open
 * (`&conversation=`, or `&vendor=` / `&deliveryman=` / `&support=1` from a "Chat with …" entry). `?page=wallet` is
 * the wallet payment's return target: it goes on to /wallet with the other query parameters.
 */
export function ProfilePage() {
  const [search] = useSearchParams();
  if (search.get(PROFILE_PAGE_PARAM) === 'wallet') {
    const rest = new URLSearchParams(search);
    rest.delete(PROFILE_PAGE_PARAM);
    const query = rest.toString();
    return <Navigate replace to={query ? `${paths.wallet}?${query}` : paths.wallet} />;
  }
  const page = search.get(PROFILE_PAGE_PARAM);
  return <ProfileTabs tab={page === 'inbox' || page === 'notifications' ? page : 'profile-settings'} />;
}

type Tab = 'profile-settings' | 'inbox' | 'notifications';
const tabs: { tab: Tab; label: string }[] = [
  { tab: 'profile-settings', label: 'chat.tabs.settings' },
  { tab: 'inbox', label: 'chat.tabs.inbox' },
  { tab: 'notifications', label: 'chat.tabs.notifications' },
];

function ProfileTabs({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const title = { 'profile-settings': 'account.title', inbox: 'chat.title', notifications: 'chat.notifications.title' };
  return (
    <Page $wide>
      <h1>{t(title[tab])}</h1>
      {signedIn && (
        <Tabs aria-label={t('chat.tabs.label')}>
          {tabs.map((x) => (
            <Link key={x.tab} to={profilePath(x.tab)} aria-current={x.tab === tab ? 'page' : undefined}>
              {t(x.label)}
            </Link>
          ))}
        </Tabs>
      )}
      {!signedIn ? (
        <SignInFirst />
      ) : tab === 'profile-settings' ? (
        <SignedInProfile />
      ) : (
        <Suspense fallback={<Skeleton $h="60vh" />}>{tab === 'inbox' ? <Inbox /> : <NotificationList />}</Suspense>
      )}
    </Page>
  );
}

function SignedInProfile() {
  const { t } = useTranslation();
  const profile = useQuery(customerQueries.info());
  const config = useQuery(configQueries.config());
  if (profile.isPending)
    return (
      <Card role="status" aria-label={t('common.loading')}>
        <Skeleton $h="88px" />
      </Card>
    );
  if (profile.isError)
    return <EmptyState role="alert" title={t('account.loadError')} body={errorMessage(profile.error)} />;
  return (
    <Settings>
      <ProfileCard profile={profile.data} config={config.data} />
      <ProfileForm profile={profile.data} config={config.data} />
      <Leave>
        <DeleteAccount />
      </Leave>
    </Settings>
  );
}

/** What a guest gets: the profile needs a signed-in customer (spec part 2 §6). */
function SignInFirst() {
  const { t } = useTranslation();
  return <SignInPrompt title={t('account.signInTitle')} body={t('account.signInBody')} signIn={t('account.signIn')} />;
}

// The inbox (its chart, the live stream's client) and the notifications are chunks of their own: the profile's
// settings do not need them.
const Inbox = lazy(() => import('./inbox.tsx').then((m) => ({ default: m.Inbox })));
const NotificationList = lazy(() => import('./notification-list.tsx').then((m) => ({ default: m.NotificationList })));

/**
 * On a wide screen the profile's card, and under it the way to delete the account, beside the form; on a phone one
 * column: the card, the form, then Delete Account.
 */
const Settings = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  column-gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  margin-block-start: ${({ theme }) => theme.space(4)};
  > :nth-child(2) {
    grid-row: 1 / span 2;
    grid-column: 2;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    > :nth-child(2) {
      grid-row: auto;
      grid-column: auto;
    }
  }
`;
const Leave = styled.div`
  justify-self: start;
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    border-bottom: ${({ theme }) => theme.space(0.5)} solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;
