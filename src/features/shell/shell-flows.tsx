import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LanguageFlow, type LanguageActor } from '../../shop/language-flow.ts';
import { actorLater, useActorWanted, type ActorLater } from '../../ui/actor-later.ts';
import { LogoutFlow, type LogoutActor } from './logout-flow.ts';

// The flows' machines, their confirmations and XState are one chunk, loaded when a flow is first used (a language
// chosen or about to be, a logout asked for): most visits never change the language or log out.
const LanguageFlowLive = lazy(() => import('./shell-flows-live.tsx').then((m) => ({ default: m.LanguageFlowLive })));
const LogoutFlowLive = lazy(() => import('./shell-flows-live.tsx').then((m) => ({ default: m.LogoutFlowLive })));

/**
 * Hosts the shell's shared flows (language change, logout) around the layout: each starts on first use
 * (src/ui/actor-later.ts), with its confirm dialog.
 */
export function ShellFlows({ children }: { children: ReactNode }) {
  const [language] = useState(() => actorLater<LanguageActor>());
  const [logout] = useState(() => actorLater<LogoutActor>());
  return (
    <LanguageFlow.Provider value={language}>
      <LogoutFlow.Provider value={logout}>
        {children}
        <OnceWanted later={language}>
          <LanguageFlowLive later={language} />
        </OnceWanted>
        <OnceWanted later={logout}>
          <LogoutFlowLive later={logout} />
        </OnceWanted>
      </LogoutFlow.Provider>
    </LanguageFlow.Provider>
  );
}

/** A flow's actor and views, mounted from its first use on. */
function OnceWanted<A extends LanguageActor | LogoutActor>({
  later,
  children,
}: {
  later: ActorLater<A>;
  children: ReactNode;
}) {
  const wanted = useActorWanted(later);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
