import type { ReactNode } from 'react';
import { session } from '../../session/storage.ts';
import { LanguageConfirm } from './language-confirm.tsx';
import { LanguageFlow, useLanguageMachine } from './language.context.ts';
import { LogoutConfirm } from './logout-confirm.tsx';
import { LogoutFlow, useLogoutMachine } from './logout.context.ts';

/** Hosts the shell's shared flows (language change, logout) and their confirm dialogs around the layout. */
export function ShellFlows({ children }: { children: ReactNode }) {
  const language = useLanguageMachine();
  const logout = useLogoutMachine();
  return (
    <LanguageFlow.Provider logic={language} options={{ input: { current: session.language() } }}>
      <LogoutFlow.Provider logic={logout}>
        {children}
        <LanguageConfirm />
        <LogoutConfirm />
      </LogoutFlow.Provider>
    </LanguageFlow.Provider>
  );
}
