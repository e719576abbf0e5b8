import { useState, type ReactNode } from 'react';
import { LanguageFlow, type LanguageActor } from '../../shop/language-flow.ts';
import { actorComponent, lazyFlow, WhenWanted } from '../../ui/lazy-flow.tsx';
import { LogoutFlow, type LogoutActor } from './logout-flow.ts';

// The flows' machines, their confirmations and XState are one chunk, loaded when a flow is first used (a language
// chosen or about to be, a logout asked for): most visits never change the language or log out.
const live = () => import('./shell-flow-actors.tsx');
const languageLive = actorComponent(() => live().then((m) => m.LanguageFlowActor));
const logoutLive = actorComponent(() => live().then((m) => m.LogoutFlowActor));
const LanguageFlowActor = languageLive.Component;
const LogoutFlowActor = logoutLive.Component;

/** Loads the shell's flows ahead (the view tests, which expect them at once). */
export const preloadShellFlows = () => Promise.all([languageLive.preload(), logoutLive.preload()]);

/**
 * Hosts the shell's shared flows (language change, logout) around the layout: each starts on first use
 * (src/ui/lazy-flow.tsx), with its confirm dialog.
 */
export function ShellFlows({ children }: { children: ReactNode }) {
  const [language] = useState(() => lazyFlow<LanguageActor>());
  const [logout] = useState(() => lazyFlow<LogoutActor>());
  return (
    <LanguageFlow.Provider value={language}>
      <LogoutFlow.Provider value={logout}>
        {children}
        <WhenWanted flow={language}>
          <LanguageFlowActor later={language} />
        </WhenWanted>
        <WhenWanted flow={logout}>
          <LogoutFlowActor later={logout} />
        </WhenWanted>
      </LogoutFlow.Provider>
    </LanguageFlow.Provider>
  );
}
