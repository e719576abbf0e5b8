import type { ActorRefFrom } from 'xstate';
import type { languageMachine } from '../../machines/language.machine.ts';
import { lazyFlowContext } from '../ui/lazy-flow.tsx';

export type LanguageActor = ActorRefFrom<typeof languageMachine>;

/**
 * The one language-change flow of the app (the shell's top bar and drawer, and /settings share it), started on first
 * use (src/ui/lazy-flow.tsx): the shell's flows (src/features/shell/shell-flows.tsx) provide it. The language in use
 * is the stored one (`useStoredLanguage`), which the flow's initial state shows too.
 */
export const LanguageFlow = lazyFlowContext<LanguageActor>('the language flow');
