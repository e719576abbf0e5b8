import { assertEvent, assign, setup } from 'xstate';
import { oneImage, type ImageProblem } from '../domain/uploads.ts';
import {
  storeBusinessSchema,
  storeOwnerSchema,
  type JoiningChoice,
  type PackageChoice,
  type StoreApplication,
  type StoreBusinessValues,
  type StoreChoices,
  type StoreOwnerValues,
  type StorePlan,
  type StoreRegistered,
  type ZoneChoice,
} from '../domain/validation/joining.ts';
import type { FailedEvent } from './shared/failure.ts';
import { joiningActions, type RegisteredEvent } from './shared/joining.ts';
import { notProvided } from './shared/not-provided.ts';

interface Context {
  zones: ZoneChoice[];
  modules: JoiningChoice[];
  subscriptions: boolean;
  commission: boolean;
  packages: PackageChoice[];
  /** Each step's values once complete (the owner's also as typed when going back); null before. */
  business: StoreBusinessValues | null;
  owner: Partial<StoreOwnerValues> | null;
  logo: Blob | null;
  logoProblem: ImageProblem | null;
  cover: Blob | null;
  coverProblem: ImageProblem | null;
  plan: StorePlan | null;
  /** The store once registered (its subscription then goes on its free trial). */
  storeId: number | null;
  error: unknown;
}

type Events =
  | { type: 'SET_LOGO'; file: Blob }
  | { type: 'REMOVE_LOGO' }
  | { type: 'SET_COVER'; file: Blob }
  | { type: 'REMOVE_COVER' }
  | { type: 'NEXT'; business: StoreBusinessValues }
  | { type: 'NEXT_OWNER'; owner: StoreOwnerValues }
  | { type: 'CHOOSE_PLAN'; plan: StorePlan }
  | { type: 'BACK'; owner?: Partial<StoreOwnerValues> }
  | { type: 'SUBMIT'; owner?: StoreOwnerValues }
  | { type: 'RETRY' };

/**
 * Join as a store (the footer's "Become a Vendor owner", /store-registration): the zones and
 * modules load; step 1 is the business (name, address, zone, module, location on the map inside the zone, logo and
 * cover, delivery time, tax), step 2 the owner's account (name, phone, email, password); when the business offers
 * subscriptions, step 3 is the plan (commission or a package). Submit sends the application; a subscription then
 * starts its free trial; the page ends on "pending approval". A refusal shows the server's message and keeps
 * everything typed.
 */
export const storeRegistrationMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    emitted: {} as RegisteredEvent | FailedEvent,
    /**
     * 'loading' / 'loadFailed': the choices or the packages; 'business' / 'owner' / 'plan': the step shown;
     * 'busy': sending; 'failed': refused (message shown on the last step); 'registered': pending approval.
     */
    tags: {} as 'loading' | 'loadFailed' | 'business' | 'owner' | 'plan' | 'busy' | 'failed' | 'registered',
  },
  actions: {
    setChoices: assign((_, params: StoreChoices) => ({ ...params })),
    setPackages: assign((_, params: { packages: PackageChoice[] }) => ({ packages: params.packages })),
    setBusiness: assign(({ event }) => {
      assertEvent(event, 'NEXT');
      return { business: event.business };
    }),
    setOwner: assign(({ context, event }) => {
      assertEvent(event, ['NEXT_OWNER', 'BACK', 'SUBMIT']);
      return { owner: event.owner ?? context.owner };
    }),
    setPlan: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_PLAN');
      return { plan: event.plan };
    }),
    setCommission: assign({ plan: { business_plan: 'commission' } as StorePlan }),
    setLogo: assign(({ event }) => {
      assertEvent(event, 'SET_LOGO');
      const { image, problem } = oneImage(event.file);
      return image ? { logo: image, logoProblem: null } : { logoProblem: problem };
    }),
    removeLogo: assign({ logo: null, logoProblem: null }),
    setCover: assign(({ event }) => {
      assertEvent(event, 'SET_COVER');
      const { image, problem } = oneImage(event.file);
      return image ? { cover: image, coverProblem: null } : { coverProblem: problem };
    }),
    removeCover: assign({ cover: null, coverProblem: null }),
    setStore: assign((_, params: StoreRegistered) => ({ storeId: params.storeId })),
    ...joiningActions<Context, Events>(),
  },
  guards: {
    isCompleteBusiness: ({ context, event }) =>
      event.type === 'NEXT' &&
      storeBusinessSchema.isValidSync(event.business, {
        context: { zones: context.zones, hasLogo: context.logo !== null },
      }) &&
      context.modules.some((m) => String(m.id) === event.business.module_id),
    /** The owner's step is complete and a plan step follows (the business offers subscriptions). */
    isCompleteOwnerWithPlans: ({ context, event }) =>
      event.type === 'NEXT_OWNER' && context.subscriptions && storeOwnerSchema.isValidSync(event.owner),
    /** The owner's step is complete and is the last (the business offers the commission plan only). */
    isCompleteOwnerWithoutPlans: ({ context, event }) =>
      event.type === 'SUBMIT' &&
      !context.subscriptions &&
      context.commission &&
      storeOwnerSchema.isValidSync(event.owner),
    /** Ready to send: the owner's step complete (as sent with Submit or kept) and a plan when plans are offered. */
    isReadyToSend: ({ context, event }) => {
      const owner = event.type === 'SUBMIT' ? (event.owner ?? context.owner) : context.owner;
      if (!storeOwnerSchema.isValidSync(owner)) return false;
      if (!context.subscriptions) return context.commission;
      const plan = context.plan;
      return (
        plan !== null &&
        (plan.business_plan === 'commission'
          ? context.commission
          : context.packages.some((p) => p.id === plan.package_id))
      );
    },
    isListedPlan: ({ context, event }) =>
      event.type === 'CHOOSE_PLAN' &&
      (event.plan.business_plan === 'commission'
        ? context.commission
        : context.packages.some((p) => event.plan.business_plan === 'subscription' && p.id === event.plan.package_id)),
    isSubscription: (_, params: StoreRegistered) => params.subscription,
    offersPlans: ({ context }) => context.subscriptions,
    hasLogo: ({ context }) => context.logo !== null,
    hasCover: ({ context }) => context.cover !== null,
  },
  actors: {
    loadChoices: notProvided<StoreChoices>('loadChoices'),
    loadPackages: notProvided<PackageChoice[], { moduleId: number }>('loadPackages'),
    register: notProvided<StoreRegistered, StoreApplication>('register'),
    startTrial: notProvided<string, { storeId: number; plan: StorePlan }>('startTrial'),
  },
}).createMachine({
  id: 'store-registration',
  description:
    "Join as a store: the business information (with the store's location on the map and its logo), the owner's account, and the business plan when the business offers subscriptions; Submit sends the application, which waits for approval.",
  context: {
    zones: [],
    modules: [],
    subscriptions: false,
    commission: true,
    packages: [],
    business: null,
    owner: null,
    logo: null,
    logoProblem: null,
    cover: null,
    coverProblem: null,
    plan: null,
    storeId: null,
    error: null,
  },
  initial: 'loadingChoices',
  states: {
    loadingChoices: {
      description: 'The zones, modules and business plans offered are loading.',
      tags: ['loading'],
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'business', actions: { type: 'setChoices', params: ({ event }) => event.output } },
        onError: {
          target: 'choicesFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choicesFailed: {
      description: "The zones or modules could not be loaded: the server's message shows with Try again.",
      tags: ['loadFailed'],
      on: { RETRY: { target: 'loadingChoices', actions: 'clearError' } },
    },
    business: {
      description:
        "Step 1, business information: the store's name and address, zone and module, its location on the map (inside the zone), logo and cover images, minimum and maximum delivery time and tax; Next checks each and names what is missing.",
      tags: ['business'],
      on: {
        NEXT: { guard: 'isCompleteBusiness', target: 'owner', actions: 'setBusiness' },
        SET_LOGO: { actions: 'setLogo' },
        REMOVE_LOGO: { guard: 'hasLogo', actions: 'removeLogo' },
        SET_COVER: { actions: 'setCover' },
        REMOVE_COVER: { guard: 'hasCover', actions: 'removeCover' },
      },
    },
    owner: {
      description:
        "Step 2, the owner's account: first and last name, phone, email, a password of at least 8 characters with upper and lower case letters, a number and a symbol, and its confirmation. Next leads to the plan when the business offers subscriptions, else Submit sends the application; Back keeps what was typed.",
      tags: ['owner'],
      on: {
        BACK: { target: 'business', actions: 'setOwner' },
        NEXT_OWNER: { guard: 'isCompleteOwnerWithPlans', target: 'loadingPackages', actions: 'setOwner' },
        SUBMIT: { guard: 'isCompleteOwnerWithoutPlans', target: 'submitting', actions: ['setOwner', 'setCommission'] },
      },
    },
    loadingPackages: {
      description: "The subscription packages of the store's module are loading.",
      tags: ['loading'],
      invoke: {
        id: 'loadPackages',
        src: 'loadPackages',
        input: ({ context }) => ({ moduleId: Number(context.business!.module_id) }),
        onDone: {
          target: 'plan',
          actions: { type: 'setPackages', params: ({ event }) => ({ packages: event.output }) },
        },
        onError: {
          target: 'packagesFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    packagesFailed: {
      description: "The packages could not be loaded: the server's message shows with Try again and Back.",
      tags: ['loadFailed'],
      on: { RETRY: { target: 'loadingPackages', actions: 'clearError' }, BACK: 'owner' },
    },
    plan: {
      description:
        'Step 3, the business plan: commission (a share of each order) or a subscription package (its price, days and what it includes); Submit sends the application.',
      tags: ['plan'],
      on: {
        CHOOSE_PLAN: { guard: 'isListedPlan', actions: 'setPlan' },
        BACK: 'owner',
        SUBMIT: { guard: 'isReadyToSend', target: 'submitting' },
      },
    },
    submitting: {
      description: 'The application is being sent; the form is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          business: context.business!,
          owner: context.owner as StoreOwnerValues,
          logo: context.logo!,
          cover: context.cover,
          plan: context.plan!,
        }),
        onDone: [
          {
            guard: { type: 'isSubscription', params: ({ event }) => event.output },
            target: 'startingTrial',
            actions: { type: 'setStore', params: ({ event }) => event.output },
          },
          {
            target: 'registered',
            actions: { type: 'emitRegistered', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    startingTrial: {
      description: 'The store is registered; its subscription package is starting on its free trial.',
      tags: ['busy'],
      invoke: {
        id: 'startTrial',
        src: 'startTrial',
        input: ({ context }) => ({ storeId: context.storeId!, plan: context.plan! }),
        onDone: {
          target: 'registered',
          actions: { type: 'emitRegistered', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'trialFailed',
          actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    trialFailed: {
      description:
        "The store is registered but its package could not be started: the server's message shows with Try again.",
      tags: ['failed'],
      on: { RETRY: { target: 'startingTrial', actions: 'clearError' } },
    },
    failed: {
      description:
        'The server refused the application (an email or phone already taken, a point outside the zone…): its message shows on the last step; everything typed stays for Submit again or Back.',
      tags: ['failed'],
      on: {
        SUBMIT: { guard: 'isReadyToSend', target: 'submitting', actions: ['setOwner', 'clearError'] },
        CHOOSE_PLAN: { guard: 'isListedPlan', target: 'plan', actions: ['setPlan', 'clearError'] },
        BACK: [
          { guard: 'offersPlans', target: 'plan', actions: 'clearError' },
          { target: 'owner', actions: ['setOwner', 'clearError'] },
        ],
      },
    },
    registered: {
      description: 'The application is sent: the page says it is pending approval and that the admin will review it.',
      tags: ['registered'],
      type: 'final',
    },
  },
});
