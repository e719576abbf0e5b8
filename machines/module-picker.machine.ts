import { assertEvent, assign, setup } from 'xstate';

/** The facts of the page the picker decides on (the URL and the stored session). */
export interface PickerPage {
  /** The URL asks for the picker (`?picker=module`). */
  pickerRequested: boolean;
  /** The page is /home. */
  onHome: boolean;
  /** A zone is stored (`zoneid`). */
  zoneStored: boolean;
  /** A module is stored (`module`). */
  moduleStored: boolean;
}

export type ModulePickerEvent = { type: 'UPDATE_PAGE'; page: PickerPage };

/**
 * When the module picker and the module rail show (spec part 2 §2, §4): the picker opens when the URL asks for it
 * (the module switcher, the home page), and on /home while a zone is stored but no module yet ('Select a type of
 * module for your orders.'); the rail shows on /home once a zone is stored. The view reports the page's facts with
 * UPDATE_PAGE and reads the tags 'open' and 'rail'.
 */
export const modulePickerMachine = setup({
  types: {
    context: {} as PickerPage,
    input: {} as PickerPage,
    events: {} as ModulePickerEvent,
    /** 'open': the picker dialog shows; 'rail': the module rail shows. */
    tags: {} as 'open' | 'rail',
  },
  actions: {
    setPage: assign(({ event }) => {
      assertEvent(event, 'UPDATE_PAGE');
      return { ...event.page };
    }),
  },
  guards: {
    isPickerRequested: ({ context }) => context.pickerRequested,
    isModuleMissingOnHome: ({ context }) => context.onHome && context.zoneStored && !context.moduleStored,
    isHomeWithZone: ({ context }) => context.onHome && context.zoneStored,
  },
}).createMachine({
  id: 'module-picker',
  description:
    "The module picker opens when asked for, and on /home while a zone is stored but no module yet ('Select a type of module for your orders.'); the module rail shows on /home once a zone is stored.",
  context: ({ input }) => ({ ...input }),
  type: 'parallel',
  on: {
    UPDATE_PAGE: { target: ['.picker.deciding', '.rail.deciding'], actions: 'setPage' },
  },
  states: {
    picker: {
      description: 'The module picker dialog.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'The page changed: the picker opens when asked for, or on /home with a zone but no module.',
          always: [
            { guard: 'isPickerRequested', target: 'open' },
            { guard: 'isModuleMissingOnHome', target: 'open' },
            { target: 'closed' },
          ],
        },
        open: {
          description: "'Select a type of module for your orders.': the icon tiles of the zone's modules.",
          tags: ['open'],
        },
        closed: { description: 'The picker is closed.' },
      },
    },
    rail: {
      description: 'The module rail on /home (hidden on small screens).',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'The page changed: the rail shows on /home once a zone is stored.',
          always: [{ guard: 'isHomeWithZone', target: 'shown' }, { target: 'hidden' }],
        },
        shown: { description: "The zone's modules, one tap to switch.", tags: ['rail'] },
        hidden: { description: 'No rail on this page.' },
      },
    },
  },
});
