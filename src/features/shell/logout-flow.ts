import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/logout.machine.ts';
import { lazyFlowContext } from '../../ui/lazy-flow.tsx';

export type LogoutActor = ActorRefFrom<typeof logoutMachine>;

/**
 * The one logout flow of the shell (account menu and drawer share it), started on first use (src/ui/lazy-flow.tsx):
 * ShellFlows provides it.
 */
export const LogoutFlow = lazyFlowContext<LogoutActor>('the logout flow');
