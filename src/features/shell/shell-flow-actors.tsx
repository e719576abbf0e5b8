// The actors of the shell's flows with their confirmations: a chunk of its own, with XState, that shell-flows.tsx
// mounts on a flow's first use. One chunk for both flows, started by these two components rather than by
// `flowStarter`: the starter's generic actor component grows every page's first load (by ≈ 170 B of gzip measured).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { session } from '../../session/storage.ts';
import { createLanguageMachine } from '../../shop/language.context.ts';
import type { LanguageActor } from '../../shop/language-flow.ts';
import { useAttachActor } from '../../ui/flow-actor.tsx';
import type { LazyFlow } from '../../ui/lazy-flow.tsx';
import { LanguageConfirm } from './language-confirm.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { createLogoutMachine } from './logout.context.ts';
import type { LogoutActor } from './logout-flow.ts';

/** Starts the language machine (from the stored language) and shows its confirmation. */
export function LanguageFlowActor({ later }: { later: LazyFlow<LanguageActor> }) {
  const [logic] = useState(createLanguageMachine);
  const actor = useActorRef(logic, { input: { current: session.language() } });
  useAttachActor(later, actor);
  return <LanguageConfirm actor={actor} />;
}

/** Starts the logout machine and shows its confirmation. */
export function LogoutFlowActor({ later }: { later: LazyFlow<LogoutActor> }) {
  const queryClient = useQueryClient();
  const [logic] = useState(() => createLogoutMachine({ queryClient }));
  const actor = useActorRef(logic);
  useAttachActor(later, actor);
  return <LogoutConfirm actor={actor} />;
}
