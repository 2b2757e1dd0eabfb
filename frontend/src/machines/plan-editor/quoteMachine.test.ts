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

  it("never shows the other schedule's figure after a monthly/yearly switch, yet keeps the shown quote while counts change", async () => {
    const parent = parentOf(async (r) => priced(r.paymentSchedule === 'yearly' ? 54000 : 6000));
    const monthly = request(2);
    const yearly: PriceQuoteRequest = { ...monthly, paymentSchedule: 'yearly' };
    parent.send({ type: 'ASK', request: monthly });
    await vi.advanceTimersByTimeAsync(1000);
    expect(parent.getSnapshot().context.heard.at(-1)).toEqual({ quote: priced(6000), loading: false });

    // Switched to yearly: the monthly 6,000 is gone at once, while the yearly quote waits its second.
    const before = parent.getSnapshot().context.heard.length;
    parent.send({ type: 'ASK', request: yearly });
    expect(parent.getSnapshot().context.heard.at(-1)).toEqual({ quote: null, loading: true });
    await vi.advanceTimersByTimeAsync(1000);
    const sinceSwitch = parent.getSnapshot().context.heard.slice(before);
    expect(sinceSwitch.map((report) => report.quote?.totalAmount ?? null)).toEqual([null, null, 54000]);

    // A count change on the same schedule keeps the yearly figure shown until the new one comes.
    const beforeCount = parent.getSnapshot().context.heard.length;
    parent.send({ type: 'ASK', request: { ...yearly, carCount: 3 } });
    await vi.advanceTimersByTimeAsync(999);
    expect(parent.getSnapshot().context.heard.length).toBe(beforeCount);
  });

  it('is the one quote actor of both the first registration and the plan change', () => {
    const api = {} as SubscriptionApi;
    const registration = createRegistrationMachine({ api, cards: { tokenize: async () => 'unused' } });
    const tariffs = createTariffsMachine({ api });
    for (const machine of [registration, tariffs]) expect((machine.implementations.actors.quote as AnyStateMachine).id).toBe('quote');
  });
});
