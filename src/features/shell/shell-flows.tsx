import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../session/storage.ts';
import { LanguageConfirm } from './language-confirm.tsx';
import { LanguageFlow, createLanguageMachine } from '../../shop/language.context.ts';
import { LogoutConfirm } from './logout-confirm.tsx';
import { LogoutFlow, createLogoutMachine } from './logout.context.ts';

/** Hosts the shell's shared flows (language change, logout) and their confirm dialogs around the layout. */
export function ShellFlows({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const language = useMemo(() => createLanguageMachine(), []);
  const logout = useMemo(() => createLogoutMachine({ queryClient }), [queryClient]);
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
