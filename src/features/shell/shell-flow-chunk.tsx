// The shell's flows once used (shell-flows.tsx starts them with `flowStarter`): their bound machines and their
// confirmations, one chunk with XState, off every page's first load.
import { createLanguageMachine } from '../../shop/language.context.ts';
import type { LanguageActor } from '../../shop/language-flow.ts';
import { useStartedActor, type LazyFlow } from '../../ui/lazy-flow.tsx';
import { LanguageConfirm } from './language-confirm.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { createLogoutMachine } from './logout.context.ts';
import type { LogoutActor } from './logout-flow.ts';

/** The bound machines of the shell's flows. */
export const machines = { language: createLanguageMachine, logout: createLogoutMachine };

/** The language change's confirmation, for the started actor. */
export function LanguageSignals({ flow }: { flow: LazyFlow<LanguageActor> }) {
  const actor = useStartedActor(flow);
  return actor && <LanguageConfirm actor={actor} />;
}

/** The logout's confirmation, for the started actor. */
export function LogoutSignals({ flow }: { flow: LazyFlow<LogoutActor> }) {
  const actor = useStartedActor(flow);
  return actor && <LogoutConfirm actor={actor} />;
}
