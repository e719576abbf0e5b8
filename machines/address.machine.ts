import { assertEvent, assign, emit, setup } from 'xstate';
import { failWith, setError, type FailedEvent } from './shared/failure.ts';
import { notProvided } from './shared/not-provided.ts';
import type { LatLng } from '../domain/geo.ts';
import type { components } from '../openapi/storefront.d.ts';

/** An address as the server stored it (its answer, or what was sent where the answer holds none). */
export type SavedAddress = components['schemas']['CustomerAddress'];
/** What a save answers: the server's message and the address stored. */
export interface SaveOutput {
  message: string;
  address?: SavedAddress;
}

/** The address form's fields (spec part 1 §3, §5): Label As, road, house, floor, contact, guest email. */
export interface AddressForm {
  address_type: 'home' | 'office' | 'other';
  address_label: string;
  road: string;
  house: string;
  floor: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

/** What the map point resolves to: its formatted address and the zones containing it. */
export interface ResolvedPoint {
  address: string;
  zoneId: string;
}

export interface SaveInput {
  /** The saved address being edited, or null for a new one. */
  id: number | null;
  form: AddressForm;
  point: LatLng;
  address: string;
}

interface Context {
  editingId: number | null;
  point: LatLng | null;
  address: string;
  zoneId: string | null;
  error: unknown;
}

/** 6amMart answers a point outside every zone with 404 / 403 `coordinates` (get-zone-id, address add/update). */
const isCoordinatesError = (error: unknown) => {
  const e = error as { code?: string; status?: number } | null;
  return e?.code === 'coordinates';
};

/**
 * The address modal (spec part 1 §2–§5): the map picker (drag → reverse geocode + zone lookup; a point outside
 * every zone is refused), then the form (Label As home / office / other, road, house, floor, contact name and
 * number, guest email). A customer's address is saved on the server (its message shows, the list refetches); a
 * guest's contact info is kept locally and never sent as a saved address.
 */
export const addressMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { editingId?: number | null },
    events: {} as
      | { type: 'MOVE'; latLng: LatLng }
      | { type: 'RETRY' }
      | { type: 'SAVE'; form: AddressForm; guest: boolean }
      | { type: 'CLOSE' },
    emitted: {} as
      | ({ type: 'saved' } & SaveOutput)
      | { type: 'keptLocally'; form: AddressForm; point: LatLng; address: string; zoneId: string | null }
      | FailedEvent
      | { type: 'closed' },
    /** 'resolving' | 'located' | 'outOfZone' | 'lookupFailed' (map); 'saving'; 'saveFailed'. */
    tags: {} as 'resolving' | 'located' | 'outOfZone' | 'lookupFailed' | 'saving' | 'saveFailed' | 'done',
  },
  actions: {
    setPoint: assign(({ event }) => {
      assertEvent(event, 'MOVE');
      return { point: event.latLng, error: null };
    }),
    setResolved: assign((_, params: { resolved: ResolvedPoint }) => ({
      address: params.resolved.address,
      zoneId: params.resolved.zoneId,
    })),
    setError: setError(),
    emitSaved: emit((_, params: SaveOutput) => ({ type: 'saved' as const, ...params })),
    failWith: failWith(),
    keepGuestContact: emit(({ context, event }) => {
      assertEvent(event, 'SAVE');
      return {
        type: 'keptLocally' as const,
        form: event.form,
        point: context.point!,
        address: context.address,
        zoneId: context.zoneId,
      };
    }),
    emitClosed: emit({ type: 'closed' as const }),
  },
  guards: {
    isGuest: ({ event }) => {
      assertEvent(event, 'SAVE');
      return event.guest;
    },
    isOutsideZones: (_, params: { error: unknown }) => isCoordinatesError(params.error),
  },
  actors: {
    resolvePoint: notProvided<ResolvedPoint, { point: LatLng }>('resolvePoint'),
    saveAddress: notProvided<SaveOutput, SaveInput>('saveAddress'),
  },
}).createMachine({
  id: 'address',
  description:
    'Address modal: pick the point on the map (its address and zone are looked up; outside every zone is refused), fill in the form, save (customers) or keep locally (guests).',
  context: ({ input }) => ({
    editingId: input.editingId ?? null,
    point: null,
    address: '',
    zoneId: null,
    error: null,
  }),
  initial: 'picking',
  on: { CLOSE: { target: '.closed' } },
  states: {
    picking: {
      description: 'The map opens at the current location; dragging the map or the pin picks the point (zoom 1–21).',
      on: { MOVE: { target: 'resolving', actions: 'setPoint' } },
    },
    resolving: {
      description: 'Reverse geocoding the point and looking up its zone.',
      tags: ['resolving'],
      on: { MOVE: { target: 'resolving', reenter: true, actions: 'setPoint' } },
      invoke: {
        id: 'resolvePoint',
        src: 'resolvePoint',
        input: ({ context }) => ({ point: context.point! }),
        onDone: {
          target: 'located',
          actions: { type: 'setResolved', params: ({ event }) => ({ resolved: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isOutsideZones', params: ({ event }) => ({ error: event.error }) },
            target: 'outOfZone',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'lookupFailed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    located: {
      description: 'The point is inside a zone: its address shows and the form can be saved.',
      tags: ['located'],
      on: {
        MOVE: { target: 'resolving', actions: 'setPoint' },
        SAVE: [{ guard: 'isGuest', target: 'closed', actions: 'keepGuestContact' }, { target: 'saving' }],
      },
    },
    outOfZone: {
      description: 'The point is outside every zone: refused clearly; Save stays disabled until another point.',
      tags: ['outOfZone'],
      on: { MOVE: { target: 'resolving', actions: 'setPoint' } },
    },
    lookupFailed: {
      description: 'The address or zone lookup failed: its message and Retry.',
      tags: ['lookupFailed'],
      on: {
        MOVE: { target: 'resolving', actions: 'setPoint' },
        RETRY: { target: 'resolving' },
      },
    },
    saving: {
      description: 'Saving the address (add, or update with its id); the server answers with its message.',
      tags: ['saving'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => {
          assertEvent(event, 'SAVE');
          return { id: context.editingId, form: event.form, point: context.point!, address: context.address };
        },
        onDone: {
          target: 'closed',
          actions: { type: 'emitSaved', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isOutsideZones', params: ({ event }) => ({ error: event.error }) },
            target: 'outOfZone',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'saveFailed',
            actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    saveFailed: {
      description: 'The server refused the address: its message shows; what was typed stays; Save tries again.',
      tags: ['saveFailed', 'located'],
      on: {
        MOVE: { target: 'resolving', actions: 'setPoint' },
        SAVE: { target: 'saving' },
      },
    },
    closed: {
      description: 'The modal closes (saved, kept locally, or dismissed).',
      tags: ['done'],
      type: 'final',
      entry: 'emitClosed',
    },
  },
});
