import type { PriceQuote, PriceQuoteRequest } from '@fleetcheck/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup, type AnyStateMachine } from 'xstate';
import { createRegistrationMachine } from '../registration/registrationMachine';
import { createTariffsMachine } from '../tariffs/tariffsMachine';
import type { SubscriptionApi } from '../api/subscriptionApi';
import { createQuoteMachine, type QuoteChangedEvent } from './quoteMachine';

const priced = (totalAmount: number): PriceQuote => ({
  monthlyDeviceCost: 3000,
  monthlyCarCost: 1500,
  monthlySubscriptionAmount: totalAmount,
  deviceAmount: 3000,
  carAmount: totalAmount - 3000,
  totalAmount,
  discountAmount: 0,
});
const request = (carCount: number): PriceQuoteRequest => ({ carCount, deviceCount: 1, paymentSchedule: 'monthly' });

/** A parent as the plan editors are: it hands requests to the quote actor and keeps every report it hears. */
function parentOf(quote: (request: PriceQuoteRequest) => Promise<PriceQuote>) {
  const machine = setup({
    types: {
      context: {} as { heard: Omit<QuoteChangedEvent, 'type'>[] },
      events: {} as QuoteChangedEvent | { type: 'ASK'; request: PriceQuoteRequest | null },
    },
    actors: { quote: createQuoteMachine(quote) },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'quote', src: 'quote', input: { request: null } },
    on: {
      ASK: { actions: sendTo('quote', ({ event }) => ({ type: 'QUOTE.REQUEST' as const, request: event.request })) },
      'QUOTE.CHANGED': {
        actions: assign({ heard: ({ context, event }) => [...context.heard, { quote: event.quote, loading: event.loading }] }),
      },
    },
  });
  return createActor(machine).start();
}

describe('the quote actor shared by the plan editors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks 1 s after the last request only, reports loading then the quote, and clears it for a null request', async () => {
    const asked: PriceQuoteRequest[] = [];
    const parent = parentOf(async (r) => {
      asked.push(r);
      return priced(1500 * r.carCount + 3000);
    });
    parent.send({ type: 'ASK', request: request(1) });
    await vi.advanceTimersByTimeAsync(600);
    parent.send({ type: 'ASK', request: request(2) });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([request(2)]);
    // 2 cars x 1,500 + 1 detector x 3,000 = 6,000.
    expect(parent.getSnapshot().context.heard.slice(1)).toEqual([
      { quote: null, loading: true },
      { quote: priced(6000), loading: false },
    ]);

    parent.send({ type: 'ASK', request: null });
    expect(parent.getSnapshot().context.heard.at(-1)).toEqual({ quote: null, loading: false });
  });

  it('drops a call in flight when a newer request comes, so a late answer never shows', async () => {
    const pending: ((quote: PriceQuote) => void)[] = [];
    const parent = parentOf(() => new Promise<PriceQuote>((resolve) => pending.push(resolve)));
    parent.send({ type: 'ASK', request: request(1) });
    await vi.advanceTimersByTimeAsync(1000);
    parent.send({ type: 'ASK', request: request(5) });
    pending[0]!(priced(4500));
    await vi.advanceTimersByTimeAsync(1000);
    pending[1]!(priced(10500));
    await vi.advanceTimersByTimeAsync(0);
    const quotes = parent.getSnapshot().context.heard.map((report) => report.quote?.totalAmount ?? null);
    expect(quotes).not.toContain(4500);
    expect(quotes.at(-1)).toBe(10500);
  });

  it('is the one quote actor of both the first registration and the plan change', () => {
    const api = {} as SubscriptionApi;
    const registration = createRegistrationMachine({ api, cards: { tokenize: async () => 'unused' } });
    const tariffs = createTariffsMachine({ api });
    for (const machine of [registration, tariffs]) expect((machine.implementations.actors.quote as AnyStateMachine).id).toBe('quote');
  });
});
