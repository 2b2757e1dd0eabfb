import { PaymentCardSaved, paymentCardsCollection } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

/** Each company's card on file: the last card saved (the one renewals charge), by its last digits. */
export const paymentCardsProjection = defineProjection({
  name: 'payment-cards',
  collections: [paymentCardsCollection],
  handlers: [
    on(PaymentCardSaved, async (data, event, tx) => {
      await tx
        .collection(paymentCardsCollection)
        .upsert(
          { _id: data.companyId, companyId: data.companyId, lastDigits: data.lastDigits ?? null, savedAt: occurredAt(event) },
          guard(event),
        );
    }),
  ],
});
