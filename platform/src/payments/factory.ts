import { ConfigError, type Env } from '../config/env';
import { OmisePaymentGateway } from './omise-gateway';
import type { PaymentGateway } from './port';
import { SandboxPaymentGateway } from './sandbox-gateway';

/** Chosen by configuration only; Omise without both keys stops start-up naming the missing variable. */
export function createPaymentGateway(
  env: Pick<Env, 'PAYMENT_GATEWAY' | 'OMISE_PUBLIC_KEY' | 'OMISE_SECRET_KEY'>,
  sandboxAuthorizeBaseUrl: string,
): PaymentGateway {
  if (env.PAYMENT_GATEWAY === 'sandbox') return new SandboxPaymentGateway(sandboxAuthorizeBaseUrl);
  const missing = (['OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(missing.map((variable) => ({ variable, message: 'required when PAYMENT_GATEWAY=omise' })));
  return new OmisePaymentGateway({ publicKey: env.OMISE_PUBLIC_KEY!, secretKey: env.OMISE_SECRET_KEY! });
}
