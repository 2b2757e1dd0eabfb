import { assign, fromPromise, setup } from 'xstate';
import {
  detailsErrors,
  type CheckDetails,
  type CheckDraft,
  type CheckLocation,
  type DetailsErrors,
  type LocationMissingReason,
} from './checkDraft';

/** Where the check went: sent now, or kept on the phone until the network returns; and whether alcohol was found. */
export interface CheckOutcome {
  readonly delivery: 'sent' | 'queued';
  readonly failed: boolean;
  /** The record's id once sent: the driver can call a manager about it (issue 35). */
  readonly recordId?: string;
}

export type LocationAnswer = { readonly location: CheckLocation } | { readonly missing: LocationMissingReason };

export interface CheckMachineDeps {
  /** Asks the phone for its position (the browser asks the driver's consent). */
  readonly locate: () => Promise<LocationAnswer>;
  /** Keeps the check on the phone and sends it if the network allows; must be safe to repeat (the id is fixed). */
  readonly submit: (draft: CheckDraft) => Promise<CheckOutcome>;
}

export interface CheckContext {
  readonly details: CheckDetails;
  readonly errors: DetailsErrors;
  readonly displayPhoto: Blob | null;
  readonly facePhoto: Blob | null;
  readonly location: CheckLocation | null;
  readonly locationMissingReason: LocationMissingReason | null;
  readonly outcome: CheckOutcome | null;
  /** The send failed for another reason than the network (the message key the server gave). */
  readonly sendError: string | null;
}

export type CheckEvent =
  | { type: 'EDIT'; details: Partial<CheckDetails> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'PHOTO_TAKEN'; photo: Blob }
  | { type: 'SHARE_LOCATION' }
  | { type: 'DECLINE_LOCATION' }
  | { type: 'SEND' };

const errorKey = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'key' in error && typeof error.key === 'string' ? error.key : 'Modals.Error';

/**
 * The driver's check on the phone (issue 34 item 2), one state per step: what was measured, the photo of the
 * detector's display, the face photo taken while blowing, the location (or why it is missing), a last look, the
 * result. Side effects (the position, the send) are invoked actors, replaced in tests through `provide`.
 */
export function createCheckMachine(deps: CheckMachineDeps) {
  return setup({
    types: {
      context: {} as CheckContext,
      events: {} as CheckEvent,
      input: {} as { details: CheckDetails },
    },
    actors: {
      locate: fromPromise<LocationAnswer>(() => deps.locate()),
      submit: fromPromise<CheckOutcome, CheckDraft>(({ input }) => deps.submit(input)),
    },
    guards: {
      detailsValid: ({ context }) => Object.keys(detailsErrors(context.details)).length === 0,
    },
    actions: {
      edit: assign(({ context, event }) =>
        event.type === 'EDIT' ? { details: { ...context.details, ...event.details }, errors: {} } : {},
      ),
      showErrors: assign(({ context }) => ({ errors: detailsErrors(context.details) })),
      keepDisplayPhoto: assign(({ event }) => (event.type === 'PHOTO_TAKEN' ? { displayPhoto: event.photo } : {})),
      keepFacePhoto: assign(({ event }) => (event.type === 'PHOTO_TAKEN' ? { facePhoto: event.photo } : {})),
      declineLocation: assign({ location: null, locationMissingReason: 'denied' as LocationMissingReason }),
    },
  }).createMachine({
    id: 'driverCheck',
    context: ({ input }) => ({
      details: input.details,
      errors: {},
      displayPhoto: null,
      facePhoto: null,
      location: null,
      locationMissingReason: null,
      outcome: null,
      sendError: null,
    }),
    initial: 'details',
    states: {
      details: {
        on: {
          EDIT: { actions: 'edit' },
          NEXT: [{ guard: 'detailsValid', target: 'displayPhoto' }, { actions: 'showErrors' }],
        },
      },
      displayPhoto: {
        on: {
          PHOTO_TAKEN: { target: 'facePhoto', actions: 'keepDisplayPhoto' },
          BACK: 'details',
        },
      },
      facePhoto: {
        on: {
          PHOTO_TAKEN: { target: 'location', actions: 'keepFacePhoto' },
          BACK: 'displayPhoto',
        },
      },
      location: {
        on: {
          SHARE_LOCATION: 'locating',
          DECLINE_LOCATION: { target: 'review', actions: 'declineLocation' },
          BACK: 'facePhoto',
        },
      },
      locating: {
        invoke: {
          src: 'locate',
          onDone: {
            target: 'review',
            actions: assign(({ event }) =>
              'location' in event.output
                ? { location: event.output.location, locationMissingReason: null }
                : { location: null, locationMissingReason: event.output.missing },
            ),
          },
          onError: { target: 'review', actions: assign({ location: null, locationMissingReason: 'unavailable' as LocationMissingReason }) },
        },
      },
      review: {
        on: {
          SEND: 'sending',
          BACK: 'location',
        },
      },
      sending: {
        entry: assign({ sendError: null }),
        invoke: {
          src: 'submit',
          input: ({ context }) => ({
            ...context.details,
            displayPhoto: context.displayPhoto!,
            facePhoto: context.facePhoto!,
            location: context.location,
            locationMissingReason: context.locationMissingReason,
          }),
          onDone: { target: 'result', actions: assign(({ event }) => ({ outcome: event.output })) },
          onError: { target: 'review', actions: assign(({ event }) => ({ sendError: errorKey(event.error) })) },
        },
      },
      result: { type: 'final' },
    },
  });
}

export type CheckMachine = ReturnType<typeof createCheckMachine>;
