import { fromPromise } from 'xstate';
import { moduleInterestMachine } from '../../../machines/module-interest.machine.ts';
import { updateInterests } from '../../api/categories.ts';
import { storeInterests } from '../../session/storage.ts';

export interface InterestDeps {
  saveInterests?: (moduleId: number, categoryIds: number[]) => Promise<{ message?: string } | undefined>;
}

/** Binds the /interest statechart: local storage always, the account when signed in (the view handles what it emits). */
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
    },
  });
}
