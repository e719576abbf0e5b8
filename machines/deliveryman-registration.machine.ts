import { assertEvent, assign, setup } from 'xstate';
import { oneImage, type ImageProblem } from '../domain/uploads.ts';
import {
  deliverymanPersonalSchema,
  joiningAccountSchema,
  type DeliverymanApplication,
  type DeliverymanChoices,
  type DeliverymanPersonalValues,
  type JoiningAccountValues,
  type JoiningChoice,
} from '../domain/validation/joining.ts';
import { imageAttachmentActions, isHeldImage, type ImageAttachmentEvent } from './shared/image-attachments.ts';
import type { FailedEvent } from './shared/failure.ts';
import { joiningActions, type RegisteredEvent } from './shared/joining.ts';
import { notProvided } from './shared/not-provided.ts';

/** The account step as typed (kept when going back and after a refusal). */
export type AccountDraft = { password: string; confirm_password: string };

interface Context {
  zones: JoiningChoice[];
  vehicles: JoiningChoice[];
  /** The personal information once its step was complete; null before. */
  personal: DeliverymanPersonalValues | null;
  account: AccountDraft;
  /** The identity images (at most 3). */
  images: Blob[];
  imageProblem: ImageProblem | null;
  /** The profile image. */
  photo: Blob | null;
  photoProblem: ImageProblem | null;
  error: unknown;
}

type Events =
  | ImageAttachmentEvent
  | { type: 'SET_PHOTO'; file: Blob }
  | { type: 'REMOVE_PHOTO' }
  | { type: 'NEXT'; values: DeliverymanPersonalValues }
  | { type: 'BACK'; account: AccountDraft }
  | { type: 'SUBMIT'; account: JoiningAccountValues }
  | { type: 'RETRY' };

/** A choice the server listed, by the id the form holds. */
const listed = (choices: JoiningChoice[], id: string) => choices.some((c) => String(c.id) === id);

/**
 * Join as a delivery man (the footer's "Become a Delivery Man", /deliveryman-registration): the
 * zones and vehicles load; the personal information (name, phone, email, identity, zone, vehicle, earning type and
 * the images) is one step, the password the next; Submit sends the application, which ends on "pending approval".
 * A refusal shows the server's message and keeps everything typed.
 */
export const deliverymanRegistrationMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    emitted: {} as RegisteredEvent | FailedEvent,
    /**
     * 'loading' / 'loadFailed': the zones and vehicles; 'personal' / 'account': the step shown; 'busy': sending;
     * 'failed': the server refused (message shown); 'registered': the pending-approval confirmation.
     */
    tags: {} as 'loading' | 'loadFailed' | 'personal' | 'account' | 'busy' | 'failed' | 'registered',
  },
  actions: {
    setChoices: assign((_, params: DeliverymanChoices) => ({ zones: params.zones, vehicles: params.vehicles })),
    setPersonal: assign(({ event }) => {
      assertEvent(event, 'NEXT');
      return { personal: event.values };
    }),
    keepAccount: assign(({ event }) => {
      assertEvent(event, ['BACK', 'SUBMIT']);
      return { account: { password: event.account.password, confirm_password: event.account.confirm_password } };
    }),
    ...imageAttachmentActions<Context, Events>(),
    setPhoto: assign(({ event }) => {
      assertEvent(event, 'SET_PHOTO');
      const { image, problem } = oneImage(event.file);
      return image ? { photo: image, photoProblem: null } : { photoProblem: problem };
    }),
    removePhoto: assign({ photo: null, photoProblem: null }),
    ...joiningActions<Context, Events>(),
  },
  guards: {
    isCompletePersonal: ({ context, event }) =>
      event.type === 'NEXT' &&
      deliverymanPersonalSchema.isValidSync(event.values) &&
      listed(context.zones, event.values.zone_id) &&
      listed(context.vehicles, event.values.vehicle_id),
    isCompleteAccount: ({ event }) => event.type === 'SUBMIT' && joiningAccountSchema.isValidSync(event.account),
    isHeldImage,
    hasPhoto: ({ context }) => context.photo !== null,
  },
  actors: {
    loadChoices: notProvided<DeliverymanChoices>('loadChoices'),
    register: notProvided<string, DeliverymanApplication>('register'),
  },
}).createMachine({
  id: 'deliveryman-registration',
  description:
    'Join as a delivery man: personal information (name, phone, email, identity type, number and images, profile image, zone, vehicle, earning type), then the password; Submit sends the application, which waits for approval.',
  context: {
    zones: [],
    vehicles: [],
    personal: null,
    account: { password: '', confirm_password: '' },
    images: [],
    imageProblem: null,
    photo: null,
    photoProblem: null,
    error: null,
  },
  initial: 'loadingChoices',
  states: {
    loadingChoices: {
      description: 'The zones and vehicles to choose from are loading.',
      tags: ['loading'],
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'personal', actions: { type: 'setChoices', params: ({ event }) => event.output } },
        onError: {
          target: 'choicesFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choicesFailed: {
      description: "The zones or vehicles could not be loaded: the server's message shows with Try again.",
      tags: ['loadFailed'],
      on: { RETRY: { target: 'loadingChoices', actions: 'clearError' } },
    },
    personal: {
      description:
        'Step 1, personal information: first and last name, phone, email, identity type and number, identity images, profile image, zone, vehicle and earning type; Next checks each field and names what is missing.',
      tags: ['personal'],
      on: {
        NEXT: { guard: 'isCompletePersonal', target: 'account', actions: 'setPersonal' },
        ADD_IMAGES: { actions: 'addImages' },
        REMOVE_IMAGE: { guard: 'isHeldImage', actions: 'removeImage' },
        SET_PHOTO: { actions: 'setPhoto' },
        REMOVE_PHOTO: { guard: 'hasPhoto', actions: 'removePhoto' },
      },
    },
    account: {
      description:
        'Step 2, the account: a password of at least 8 characters with upper and lower case letters, a number and a symbol, and its confirmation; Back keeps what was typed.',
      tags: ['account'],
      on: {
        BACK: { target: 'personal', actions: 'keepAccount' },
        SUBMIT: { guard: 'isCompleteAccount', target: 'submitting', actions: 'keepAccount' },
      },
    },
    submitting: {
      description: 'The application is being sent; the form is disabled.',
      tags: ['account', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          personal: context.personal!,
          password: context.account.password,
          photo: context.photo,
          identityImages: context.images,
        }),
        onDone: {
          target: 'registered',
          actions: { type: 'emitRegistered', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description:
        'The server refused the application (an email or phone already taken, a password it does not accept…): its message shows; everything typed stays for Submit again (changed or not) or Back to the personal information.',
      tags: ['account', 'failed'],
      on: {
        SUBMIT: { guard: 'isCompleteAccount', target: 'submitting', actions: ['keepAccount', 'clearError'] },
        BACK: { target: 'personal', actions: ['keepAccount', 'clearError'] },
      },
    },
    registered: {
      description: 'The application is sent: the page says it is pending approval and that the admin will review it.',
      tags: ['registered'],
      type: 'final',
    },
  },
});
