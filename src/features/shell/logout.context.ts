import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import toast from '../../ui/toast.ts';
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout.machine.ts';
import { revokeSession } from '../../api/customer.ts';
import { endSession, forgetAccountData } from '../../session/effects.ts';
import { session } from '../../session/storage.ts';
import { paths } from '../../routes/paths.ts';
import type { LogoutActor } from './logout-flow.ts';

/** Timings tests shorten (the spec's 0.5 s pause; the longest wait for the server's logout call). */
export const logoutEffects = { logoutDelay: 500, revokeTimeout: 4000 };

/**
 * The logout machine bound to the server's logout call, the stored token and the React Query cache (cart,
 * wishlist, profile); the shell starts it on first use (logout-flow.ts). The toast and the navigation need the
 * current language and page: they are emitted and handled by `useLogoutOutcome`.
 */
export function createLogoutMachine({ queryClient }: { queryClient: QueryClient }) {
  return logoutMachine.provide({
    actors: {
      revokeSession: fromPromise<unknown>(async () => {
        const token = session.token();
        if (token) await revokeSession(token);
      }),
    },
    actions: {
      endSession,
      clearCart: () => forgetAccountData(queryClient),
    },
    delays: {
      logoutDelay: () => logoutEffects.logoutDelay,
      revokeTimeout: () => logoutEffects.revokeTimeout,
    },
  });
}

/** 'Logout successful', then /home (or / when on the landing page). */
export function useLogoutOutcome(actor: LogoutActor) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const toasted = actor.on('loggedOut', () => toast.success(t('shell.logout.success')));
    const left = actor.on('leavePage', () => navigate(pathname === paths.landing ? paths.landing : paths.home));
    return () => {
      toasted.unsubscribe();
      left.unsubscribe();
    };
  }, [actor, t, navigate, pathname]);
}
