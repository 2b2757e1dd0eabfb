import { formatYen } from '@fleetcheck/contracts';
import { InvalidCardError, SandboxPaymentGateway, PaymentGatewayError } from '@fleetcheck/platform';
import express, { Router } from 'express';
import { DomainError, notFound } from '@fleetcheck/domain';
import { parseBody } from '../shared/validation';
import { SANDBOX_AUTHORIZE_PATH, type Billing } from './billing';
import { sandboxTokenBodySchema } from './body';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local stand-ins for Omise's browser side: the card vault (Omise.js) and the 3-D Secure page. Only
 * mounted when the sandbox gateway runs; production talks to Omise itself.
 */
export function sandboxPaymentRoutes(billing: Billing): Router {
  const router = Router();
  const gateway = billing.gateway;
  if (!(gateway instanceof SandboxPaymentGateway)) return router;

  router.post('/payments/sandbox/tokens', (req, res) => {
    const card = parseBody(sandboxTokenBodySchema, req.body);
    try {
      res.status(201).json({ object: 'token', id: gateway.createToken(card) });
    } catch (error) {
      // Refused as Omise's vault refuses, on the field at fault (check digit, expiry, security code, name).
      if (error instanceof InvalidCardError)
        throw new DomainError(
          'Errors.Invalid',
          error.problems.map((problem) => ({ path: problem.field, key: 'Errors.Invalid' })),
        );
      if (error instanceof PaymentGatewayError) throw new DomainError('Errors.Invalid', [{ path: 'number', key: 'Errors.Invalid' }]);
      throw error;
    }
  });

  router.get(`${SANDBOX_AUTHORIZE_PATH}/:chargeId`, async (req, res) => {
    const charge = await gateway.retrieveCharge(req.params.chargeId).catch(() => undefined);
    if (!charge) throw notFound();
    const action = escapeHtml(`${req.baseUrl}${SANDBOX_AUTHORIZE_PATH}/${charge.id}`);
    res.type('html').send(`<!doctype html><html lang="ja"><meta charset="utf-8"><title>3-D Secure (sandbox)</title>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>3-D セキュア認証（テスト） / 3-D Secure (test)</h1>
<p>金額 / Amount: ${formatYen(charge.amount)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="successful"><button>認証する / Authenticate</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button>失敗させる / Fail</button></form>
</body></html>`);
  });

  router.post(`${SANDBOX_AUTHORIZE_PATH}/:chargeId`, express.urlencoded({ extended: false }), (req, res) => {
    const outcome = (req.body as { outcome?: unknown } | undefined)?.outcome === 'failed' ? 'failed' : 'successful';
    const returnUri = gateway.completeAuthorization(req.params.chargeId, outcome);
    if (!returnUri) throw notFound();
    // No body: the redirect is the whole answer (as the document declares it).
    res.status(303).location(returnUri).end();
  });

  return router;
}
