import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import { PROFILE_PAGE_PARAM, paths } from '../../app/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Card, Page } from '../../ui/page-frame.ts';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileForm } from './profile-form.tsx';

/**
 * /profile (signed-in customers): `?page=profile-settings` (the default) shows the profile card, Edit Personal
 * Details and Delete Account. `?page=wallet` is the wallet payment's return target: it goes on to /wallet with the
 * other query parameters. `?page=inbox` (the navbar's chat) shows the profile too: the API has no conversations.
 */
export function ProfilePage() {
  const [search] = useSearchParams();
  if (search.get(PROFILE_PAGE_PARAM) === 'wallet') {
    const rest = new URLSearchParams(search);
    rest.delete(PROFILE_PAGE_PARAM);
    const query = rest.toString();
    return <Navigate replace to={query ? `${paths.wallet}?${query}` : paths.wallet} />;
  }
  return <ProfileSettings />;
}

function ProfileSettings() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <Page>
      <h1>{t('account.title')}</h1>
      {signedIn ? <SignedInProfile /> : <SignInFirst />}
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
  if (profile.isError) return <EmptyState role="alert" title={t('account.loadError')} body={profile.error.message} />;
  return (
    <>
      <ProfileCard profile={profile.data} config={config.data} />
      <ProfileForm profile={profile.data} config={config.data} />
      <div>
        <DeleteAccount />
      </div>
    </>
  );
}

/** What a guest gets: the profile needs a signed-in customer (spec part 2 §6). */
function SignInFirst() {
  const { t } = useTranslation();
  return <SignInPrompt title={t('account.signInTitle')} body={t('account.signInBody')} signIn={t('account.signIn')} />;
}
