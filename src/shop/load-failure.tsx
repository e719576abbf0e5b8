import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { failureOf } from '../api/errors.ts';
import { failureSentence, type WayForward } from '../api/failure.ts';
import { paths, withDialog } from '../routes/paths.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/** What a failed load offers its failure view: React Query's query (or the part of it read here). */
export interface FailedLoad {
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * The one view of a load that failed (faults): what could not be loaded
 * (`title`), why in the shop's words — the failure mapping's sentence for the answer's status and code
 * (src/api/failure.ts), never the server's, the browser's or a library's text — and the way forward: Try again, or
 * the sign-in, the location or the module picker, or the home page. The query also asks again by itself meanwhile
 * (src/api/query-client.ts), so the page recovers without a click once the API is back.
 */
export function LoadFailure({
  title,
  query,
  retryLabel,
  icon,
}: {
  title: ReactNode;
  query: FailedLoad | FailedLoad[];
  /** The button's words when the page has its own (default: common.retry, "Try again"). */
  retryLabel?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const queries = Array.isArray(query) ? query : [query];
  const failed = queries.find((q) => q.error) ?? queries[0];
  const sentence = failureSentence(failureOf(failed?.error));
  return (
    <EmptyState
      role="alert"
      icon={icon}
      title={title}
      body={t(sentence.key, sentence.count === undefined ? undefined : { count: sentence.count })}
      actions={
        sentence.way === 'retry' ? (
          <Button
            $variant="secondary"
            aria-busy={queries.some((q) => q.isFetching)}
            onClick={() => queries.forEach((q) => void q.refetch())}
          >
            {retryLabel ?? t('common.retry')}
          </Button>
        ) : (
          <WayForwardLink way={sentence.way} />
        )
      }
    />
  );
}

const wayLabels = {
  signIn: 'common.failure.signInAction',
  setLocation: 'common.failure.zoneAction',
  chooseModule: 'common.failure.moduleAction',
  goHome: 'common.goHome',
} as const;

/** The link a refusal offers: the dialog it needs on this page, or the home page. */
function WayForwardLink({ way }: { way: Exclude<WayForward, 'retry'> }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = new URLSearchParams(search);
  const to =
    way === 'signIn'
      ? `${pathname}?${withDialog(here, 'auth', 'sign-in')}`
      : way === 'setLocation'
        ? `${pathname}?${withDialog(here, 'picker', 'location')}`
        : way === 'chooseModule'
          ? `${pathname}?${withDialog(here, 'picker', 'module')}`
          : paths.home;
  return <Link to={to}>{t(wayLabels[way])}</Link>;
}
