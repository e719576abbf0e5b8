import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { moduleInterestMachine } from '../../../machines/module-interest.machine.ts';
import { updateInterests } from '../../api/categories.ts';
import { storeInterests } from '../../api/modules.ts';

export interface InterestDeps {
  t: TFunction;
  navigate: (to: string) => void;
  saveInterests?: (moduleId: number, categoryIds: number[]) => Promise<{ message?: string } | undefined>;
}

/** Binds the /interest statechart: local storage always, the account when signed in, then /home. */
export function createInterestMachine(deps: InterestDeps) {
  return moduleInterestMachine.provide({
    actors: {
      saveInterests: fromPromise(({ input }: { input: { moduleId: number; categoryIds: number[] } }) =>
        (deps.saveInterests ?? updateInterests)(input.moduleId, input.categoryIds),
      ),
    },
    actions: {
      storeLocally: ({ context }) => storeInterests(context.moduleId, context.selected),
      storeSkipped: ({ context }) => storeInterests(context.moduleId, []),
      showSavedMessage: ({ event }) => {
        const message = (event as { output?: { message?: string } }).output?.message;
        toast.success(message || deps.t('module.interest.saved'));
      },
      showError: ({ context }) => void toast.error(context.error ?? deps.t('common.somethingWentWrong')),
      goToHome: () => deps.navigate('/home'),
    },
  });
}
