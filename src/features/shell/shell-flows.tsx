import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../session/storage.ts';
import { LanguageFlow, type LanguageActor } from '../../shop/language-flow.ts';
import { flowStarter, lazyFlow } from '../../ui/lazy-flow.tsx';
import { LogoutFlow, type LogoutActor } from './logout-flow.ts';

const chunk = () => import('./shell-flow-chunk.tsx');
const language = flowStarter(
  () => chunk().then((m) => m.machines.language),
  () => chunk().then((m) => m.LanguageSignals),
);
const logout = flowStarter(
  () => chunk().then((m) => m.machines.logout),
  () => chunk().then((m) => m.LogoutSignals),
);

/** Loads the shell's flows ahead (the view tests, which expect them at once). */
export const preloadShellFlows = () => Promise.all([language.preload(), logout.preload()]);

/**
 * Hosts the shell's shared flows (language change, logout) around the layout: each starts on first use
 * (src/ui/lazy-flow.tsx), its machine and its confirm dialog (one chunk for both flows, shell-flow-chunk.tsx) loaded then — most visits
 * never change the language or log out.
 */
export function ShellFlows({ children }: { children: ReactNode }) {
  const [languageFlow] = useState(() => lazyFlow<LanguageActor>());
  const [logoutFlow] = useState(() => lazyFlow<LogoutActor>());
  const queryClient = useQueryClient();
  return (
    <LanguageFlow.Provider value={languageFlow}>
      <LogoutFlow.Provider value={logoutFlow}>
        {children}
        <language.Start flow={languageFlow} deps={undefined} options={{ input: { current: session.language() } }} />
        <logout.Start flow={logoutFlow} deps={{ queryClient }} />
      </LogoutFlow.Provider>
    </LanguageFlow.Provider>
  );
}
