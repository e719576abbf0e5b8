import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/logout.machine.ts';
import { actorLaterContext } from '../../ui/actor-later.tsx';

export type LogoutActor = ActorRefFrom<typeof logoutMachine>;

/**
 * The one logout flow of the shell (account menu and drawer share it), started on first use (src/ui/actor-later.tsx):
 * ShellFlows provides it.
 */
export const LogoutFlow = actorLaterContext<LogoutActor>('the logout flow');
