import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CompanyInvoice } from '@fleetcheck/contracts';
import { CompanyInvoices } from '../../src/features/admin-companies/components/CompanyInvoices';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';
import { cardCompany } from '../fakes/fakeCompanyServer';
import { errorAnswer } from '../fakes/listPage';

/** An invoice of the card company for April, as GET /admin/companyInvoice/:company answers it. */
const invoice = (id: string, changes: Partial<CompanyInvoice>): CompanyInvoice => ({
  _id: id,
  company: cardCompany._id,
  invoiceNo: `INV-${id}`,
  periodFrom: '2026-04-01',
  periodTo: '2026-04-30',
  carCount: 6,
  deviceCount: 2,
  paymentSchedule: 'monthly',
  paymentMethod: 'card',
  subtotal: 15000,
  taxRatePercent: 10,
  tax: 1500,
  totalAmount: 16500,
  status: 'issued',
  issuedAt: '2026-04-01T00:00:00.000Z',
  sentAt: null,
  paidAt: null,
  declineReason: null,
  ...changes,
});

describe("a card company's invoices in the admin panel", () => {
  afterEach(cleanup);

  it('marks an invoice whose card charge was declined, and says why in words', async () => {
    const invoices = [
      invoice('000002', { declineReason: 'Errors.PaymentInsufficientFund' }),
      invoice('000001', { status: 'paid', paidAt: '2026-04-01T00:00:00.000Z' }),
    ];
    const fetchFn: typeof fetch = async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/v1/admin/companyInvoice/${cardCompany._id}`)
        return Response.json({ operation: 'success', data: invoices });
      return errorAnswer('Errors.NotFound', 404);
    };
    renderWithApp(<CompanyInvoices company={cardCompany} />, fetchFn);
    await screen.findByText('INV-000002');
    expect(screen.getAllByTestId('invoice-declined')).toHaveLength(1);
    expect(screen.getAllByTestId('invoice-paid')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[0]!);
    const details = await screen.findByRole('region', { name: 'Invoice INV-000002' });
    expect(definitionOf(details, 'Paid')).toBe('Not paid yet');
    expect(definitionOf(details, 'Card declined')).toBe(
      'The card was declined: insufficient funds or credit limit reached. Please use another card.',
    );
  });
});
