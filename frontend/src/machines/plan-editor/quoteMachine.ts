import { QUOTE_DEBOUNCE_MS, type PriceQuote, type PriceQuoteRequest } from '@fleetcheck/contracts';
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';

/**
 * The one price-quote actor of the plan editors (first registration and plan change): a parent sends it every draft
 * as a request (null when the draft cannot be quoted), it asks the server 1 s after the last request, and reports
 * each change back to the parent as `QUOTE.CHANGED`. A newer request drops the waiting timer or the call in flight,
 * so only the last edit of a burst is quoted. While a new quote waits, the last one stays shown only if it priced
 * the same payment schedule: a switch between monthly and yearly drops it at once (reported as loading), so the
 * figure of the other schedule never shows, not even for the second before the new quote arrives.
 */
export type QuoteRequestEvent = { type: 'QUOTE.REQUEST'; request: PriceQuoteRequest | null };

/** What the parent hears: the quote shown (null while there is none) and whether one is loading. */
export type QuoteChangedEvent = { type: 'QUOTE.CHANGED'; quote: PriceQuote | null; loading: boolean };

interface QuoteContext {
  readonly request: PriceQuoteRequest | null;
  readonly quote: PriceQuote | null;
  /** The request `quote` answered. */
  readonly quotedFor: PriceQuoteRequest | null;
}

export function createQuoteMachine(quote: (request: PriceQuoteRequest) => Promise<PriceQuote>) {
  return setup({
    types: {
      context: {} as QuoteContext,
      events: {} as QuoteRequestEvent,
      input: {} as { request: PriceQuoteRequest | null },
    },
    actors: {
      fetchQuote: fromPromise<PriceQuote, PriceQuoteRequest>(({ input }) => quote(input)),
    },
    delays: { quoteDebounce: QUOTE_DEBOUNCE_MS },
    guards: {
      hasRequest: ({ context }) => context.request !== null,
    },
    actions: {
      dropQuoteOfOtherSchedule: enqueueActions(({ context, event, enqueue }) => {
        if (context.quote === null || context.quotedFor?.paymentSchedule === event.request?.paymentSchedule) return;
        enqueue.assign({ quote: null, quotedFor: null });
        enqueue.sendParent({ type: 'QUOTE.CHANGED', quote: null, loading: event.request !== null } satisfies QuoteChangedEvent);
      }),
      report: sendParent(({ context }, params: { loading: boolean }) => ({
        type: 'QUOTE.CHANGED',
        quote: context.quote,
        loading: params.loading,
      })),
    },
  }).createMachine({
    id: 'quote',
    context: ({ input }) => ({ request: input.request, quote: null, quotedFor: null }),
    initial: 'checking',
    on: {
      'QUOTE.REQUEST': {
        target: '.checking',
        actions: ['dropQuoteOfOtherSchedule', assign({ request: ({ event }) => event.request })],
      },
    },
    states: {
      checking: { always: [{ guard: 'hasRequest', target: 'debouncing' }, { target: 'idle' }] },
      idle: { entry: [assign({ quote: null, quotedFor: null }), { type: 'report', params: { loading: false } }] },
      debouncing: { after: { quoteDebounce: 'fetching' } },
      fetching: {
        entry: { type: 'report', params: { loading: true } },
        invoke: {
          src: 'fetchQuote',
          input: ({ context }) => context.request as PriceQuoteRequest,
          onDone: {
            target: 'ready',
            actions: [
              assign({ quote: ({ event }) => event.output, quotedFor: ({ context }) => context.request }),
              { type: 'report', params: { loading: false } },
            ],
          },
          onError: {
            target: 'failed',
            actions: [assign({ quote: null, quotedFor: null }), { type: 'report', params: { loading: false } }],
          },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

export type QuoteMachine = ReturnType<typeof createQuoteMachine>;
