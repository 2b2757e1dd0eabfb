import { withAuthenticationRefusals, type ApiOperation } from '@fleetcheck/contracts/openapi';
import { AUDITOR_WRITES } from '../auth/authenticate';
import { accountOperations } from './operations/account';
import { fleetOperations } from './operations/fleet';
import { billingOperations } from './operations/billing';
import { recordOperations } from './operations/records';
import { helpAndOperationsOperations } from './operations/help-and-operations';

/**
 * Every route command-api mounts, one line each. test/openapi.api.test.ts compares this table with the
 * routes the Express router actually has, both ways, so a route added without a line here (or a line for
 * a route that is gone) fails the build instead of drifting from the document. What the authentication refuses
 * (a lapsed company's manager or driver, an auditor) is added to each by who may call (contracts' refusals.ts).
 */
export const operations: readonly ApiOperation[] = withAuthenticationRefusals(
  'command',
  [...accountOperations, ...fleetOperations, ...billingOperations, ...recordOperations, ...helpAndOperationsOperations],
  AUDITOR_WRITES,
);
