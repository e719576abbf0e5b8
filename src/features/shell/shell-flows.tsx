import { lazy, useState, type ReactNode } from 'react';
import { LanguageFlow, type LanguageActor } from '../../shop/language-flow.ts';
import { actorLater, WhenWanted } from '../../ui/actor-later.tsx';
import { LogoutFlow, type LogoutActor } from './logout-flow.ts';

// The flows' machines, their confirmations and XState are one chunk, loaded when a flow is first used (a language
// chosen or about to be, a logout asked for): most visits never change the language or log out.
const LanguageFlowLive = lazy(() => import('./shell-flows-live.tsx').then((m) => ({ default: m.LanguageFlowLive })));
const LogoutFlowLive = lazy(() => import('./shell-flows-live.tsx').then((m) => ({ default: m.LogoutFlowLive })));

/**
 * Hosts the shell's shared flows (language change, logout) around the layout: each starts on first use
 * (src/ui/actor-later.tsx), with its confirm dialog.
 */
export function ShellFlows({ children }: { children: ReactNode }) {
  const [language] = useState(() => actorLater<LanguageActor>());
  const [logout] = useState(() => actorLater<LogoutActor>());
  return (
    <LanguageFlow.Provider value={language}>
      <LogoutFlow.Provider value={logout}>
        {children}
        <WhenWanted later={language}>
          <LanguageFlowLive later={language} />
        </WhenWanted>
        <WhenWanted later={logout}>
          <LogoutFlowLive later={logout} />
        </WhenWanted>
      </LogoutFlow.Provider>
    </LanguageFlow.Provider>
  );
}
