import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activateEnglish, activateJapanese } from './catalogs';

describe('payment labels in Japanese (the invoice panel shows both)', () => {
  afterEach(activateEnglish);

  it('the payment schedule (monthly/yearly) and the payment method (card/bank transfer) have distinct labels, neither a variant of the other', async () => {
    await activateJapanese();
    const schedule = i18n._(msg`Payment schedule`);
    const method = i18n._(msg`Payment method`);
    expect(schedule).toBe('支払いサイクル');
    expect(method).toBe('支払い方法');
    // お支払い方法 against 支払い方法 read as the same thing: one label may not contain the other.
    expect(schedule.includes(method) || method.includes(schedule)).toBe(false);
  });
});
