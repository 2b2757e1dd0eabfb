import type { PaymentForm } from '@fleetcheck/contracts';
import { z } from 'zod';
import type { ApiTransport } from './transport';

/** Card data never reaches our API: the provider's browser library turns it into a one-time token. */
export interface CardTokenizer {
  tokenize(card: PaymentForm): Promise<string>;
}

const sandboxTokenSchema = z.object({ id: z.string().min(1) });

/** The local profile's stand-in for Omise.js (POST /payments/sandbox/tokens on the command API). */
export function createSandboxCardTokenizer(transport: ApiTransport): CardTokenizer {
  return {
    tokenize: async (card) => {
      const [month = '', year = ''] = card.expirationDate.split('/');
      const body = {
        number: card.cardNumber,
        name: card.nameOnCard,
        expirationMonth: Number(month),
        expirationYear: 2000 + Number(year),
        securityCode: card.CVV,
      };
      return (await transport.post('/payments/sandbox/tokens', { body, schema: sandboxTokenSchema })).id;
    },
  };
}
