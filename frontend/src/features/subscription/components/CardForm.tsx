import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldError, PaymentFormInput } from '@fleetcheck/contracts';
import { TextField } from '../../../components/form/TextField';
import { CheckboxField } from './CheckboxField';
import { cardInput } from '../model/cardInput';
import { Form } from '../../../components/form/Form';

interface CardFormProps {
  readonly fieldErrors: readonly FieldError[];
  readonly busy: boolean;
  readonly onSubmit: (card: PaymentFormInput) => void;
}

const emptyCard = { cardNumber: '', nameOnCard: '', expirationDate: '', CVV: '', terms: false };

/** The payment form of spec section 3; the card goes to the provider's vault, never to our API. */
export function CardForm({ fieldErrors, busy, onSubmit }: CardFormProps) {
  const { t } = useLingui();
  const [card, setCard] = useState(emptyCard);
  const errorOf = (path: string) => fieldErrors.find((error) => error.path === path)?.key;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(card);
  };
  return (
    <Form className="card-form" onSubmit={submit} aria-label={t`Card payment`}>
      <TextField
        label={t`Card number`}
        name="cardNumber"
        autoComplete="cc-number"
        required
        value={card.cardNumber}
        errorKey={errorOf('cardNumber')}
        onChange={(value) => setCard((c) => ({ ...c, cardNumber: cardInput.number(value) }))}
      />
      <TextField
        label={t`Name on card`}
        name="nameOnCard"
        autoComplete="cc-name"
        required
        value={card.nameOnCard}
        errorKey={errorOf('nameOnCard')}
        onChange={(value) => setCard((c) => ({ ...c, nameOnCard: value }))}
      />
      <TextField
        label={t`Expiration date (MM/YY)`}
        name="expirationDate"
        autoComplete="cc-exp"
        required
        value={card.expirationDate}
        errorKey={errorOf('expirationDate')}
        onChange={(value) => setCard((c) => ({ ...c, expirationDate: cardInput.expiry(value) }))}
      />
      <TextField
        label={t`Security code (CVV)`}
        name="CVV"
        autoComplete="cc-csc"
        required
        value={card.CVV}
        errorKey={errorOf('CVV')}
        onChange={(value) => setCard((c) => ({ ...c, CVV: cardInput.cvv(value) }))}
      />
      <CheckboxField name="terms" checked={card.terms} errorKey={errorOf('terms')} onChange={(terms) => setCard((c) => ({ ...c, terms }))}>
        <Trans>
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer">
            terms of service
          </a>
        </Trans>
      </CheckboxField>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Pay by card</Trans>
      </button>
    </Form>
  );
}
