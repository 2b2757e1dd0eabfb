import type { InvoiceEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { invoiceNumberDecider } from './number-sequence';

const assigned = (invoiceId: string, sequence: number, invoiceNo: string): InvoiceEvent => ({
  type: 'InvoiceNumberAssigned',
  data: { invoiceId, sequence, invoiceNo },
});
const assign = (invoiceId: string) => ({ type: 'AssignInvoiceNumber' as const, data: { invoiceId } });
const numbers = spec(invoiceNumberDecider);

describe('Invoice number sequence decider', () => {
  it('AssignInvoiceNumber starts at INV-000001', () =>
    numbers
      .given([])
      .when(assign('i1'))
      .then([assigned('i1', 1, 'INV-000001')]));
  it('AssignInvoiceNumber follows the last number given', () =>
    numbers
      .given([assigned('i1', 1, 'INV-000001'), assigned('i2', 2, 'INV-000002')])
      .when(assign('i3'))
      .then([assigned('i3', 3, 'INV-000003')]));
  it('AssignInvoiceNumber keeps counting past six digits', () =>
    numbers
      .given([assigned('i9', 999999, 'INV-999999')])
      .when(assign('i10'))
      .then([assigned('i10', 1000000, 'INV-1000000')]));
});
