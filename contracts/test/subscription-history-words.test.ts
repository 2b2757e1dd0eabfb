import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/language';
import { PAYMENT_METHODS, PAYMENT_SCHEDULES } from '../src/constants/business';
import { actorRoleSchema } from '../src/events/metadata';
import { AUDIT_STATUSES, type HistoryInvoice } from '../src/events/subscription-history';
import { HISTORY_EVENT_TYPES } from '../src/api/read-responses';
import {
  ACTOR_ROLE_WORDS,
  AUDIT_STATUS_WORDS,
  HISTORY_EVENT_WORDS,
  HISTORY_FIELDS,
  HISTORY_FIELD_WORDS,
  HISTORY_INVOICE_STATUS_WORDS,
  PAYMENT_METHOD_WORDS,
  PAYMENT_SCHEDULE_WORDS,
  historyActorWords,
  historyEventWords,
  historyInvoiceWords,
  historyOnBehalfWords,
  historyValueWords,
} from '../src/entities/subscription-history-words';

/** Every code of `codes` has a non-empty word in every language, and the table has no word for a code that is not one. */
function expectWordsForEvery(codes: readonly string[], table: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  expect(Object.keys(table).sort()).toEqual([...codes].sort());
  for (const code of codes)
    for (const language of LANGUAGES) {
      expect(table[code]?.[language], `${code} in ${language}`).toMatch(/\S/);
    }
}

describe("the subscription history's words (issue 22, one table for the auditor's page and the exports)", () => {
  it('every status, payment method and payment schedule has a ja and an en word', () => {
    expect(LANGUAGES).toEqual(['ja', 'en']);
    expectWordsForEvery(AUDIT_STATUSES, AUDIT_STATUS_WORDS);
    expectWordsForEvery(PAYMENT_METHODS, PAYMENT_METHOD_WORDS);
    expectWordsForEvery(PAYMENT_SCHEDULES, PAYMENT_SCHEDULE_WORDS);
  });

  it('every event, field, role and invoice status has a ja and an en word', () => {
    expectWordsForEvery(HISTORY_EVENT_TYPES, HISTORY_EVENT_WORDS);
    expectWordsForEvery(HISTORY_FIELDS, HISTORY_FIELD_WORDS);
    expectWordsForEvery(actorRoleSchema.options, ACTOR_ROLE_WORDS);
    expectWordsForEvery(['issued', 'paid'], HISTORY_INVOICE_STATUS_WORDS);
  });

  it('a field that holds a code reads in words; any other value as it is', () => {
    expect(historyValueWords('status', 'Active', 'ja')).toBe('有効');
    expect(historyValueWords('paymentMethod', 'bank transfer', 'ja')).toBe('銀行振込');
    expect(historyValueWords('paymentMethod', 'bank transfer', 'en')).toBe('Bank transfer');
    expect(historyValueWords('paymentSchedule', 'yearly', 'ja')).toBe('年払い');
    expect(historyValueWords('carCount', 3, 'ja')).toBe(3);
    expect(historyValueWords('startDate', '2026-04-01', 'en')).toBe('2026-04-01');
    // An event a newer server sends keeps its name rather than showing nothing.
    expect(historyEventWords('SubscriptionPlanChanged', 'ja')).toBe('プラン変更');
    expect(historyEventWords('SomethingNew', 'ja')).toBe('SomethingNew');
  });

  it('names who acted and the on-behalf admin as they were then, by id when the history has no name', () => {
    const admin = { userId: 'a1', role: 'admin' as const, companyId: 'c1' };
    expect(historyActorWords({ actor: admin, names: { actor: '佐藤 一郎', onBehalfOf: null } }, 'ja')).toBe('佐藤 一郎（運営管理者）');
    expect(historyActorWords({ actor: admin, names: { actor: '佐藤 一郎', onBehalfOf: null } }, 'en')).toBe('佐藤 一郎 (Platform admin)');
    expect(historyActorWords({ actor: admin, names: { actor: null, onBehalfOf: null } }, 'en')).toBe('a1 (Platform admin)');
    expect(
      historyActorWords({ actor: { userId: null, role: 'system', companyId: null }, names: { actor: null, onBehalfOf: null } }, 'ja'),
    ).toBe('システム');
    const onBehalfOf = { adminId: 'a1', companyId: 'c1' };
    expect(historyOnBehalfWords({ onBehalfOf, names: { actor: null, onBehalfOf: '佐藤 一郎' } })).toBe('佐藤 一郎');
    expect(historyOnBehalfWords({ onBehalfOf, names: { actor: null, onBehalfOf: null } })).toBe('a1');
    expect(historyOnBehalfWords({ onBehalfOf: null, names: { actor: null, onBehalfOf: null } })).toBe('');
  });

  it('an invoice in one line: number, period, amounts in yen and whether it is paid', () => {
    const invoice: HistoryInvoice = {
      invoiceId: 'i1',
      invoiceNo: 'INV-000007',
      periodFrom: '2025-02-01',
      periodTo: '2025-02-28',
      subtotal: 13000,
      tax: 1300,
      totalAmount: 14300,
      status: 'issued',
    };
    expect(historyInvoiceWords(invoice, 'ja')).toBe(
      'INV-000007（2025-02-01〜2025-02-28）：税抜 ¥13,000、消費税 ¥1,300、合計 ¥14,300、未払い',
    );
    expect(historyInvoiceWords({ ...invoice, status: 'paid' }, 'en')).toBe(
      'INV-000007 (2025-02-01 to 2025-02-28): before tax ¥13,000, tax ¥1,300, total ¥14,300, Paid',
    );
  });
});
