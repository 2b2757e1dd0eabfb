import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from '../support/api-harness';

/** Company invoices: numbers under concurrency, and the e-mail with the PDF attached. */
let h: Harness;
let companyId: string;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  companyId = h.seed.companyId!;
  const managerLogin = h.seed.logins.find((l) => l.role === 'manager')!;
  const adminLogin = h.seed.logins.find((l) => l.role === 'admin')!;
  const manager = (await login(h, managerLogin.username, managerLogin.password)).token;
  admin = (await login(h, adminLogin.username, adminLogin.password, true)).token;
  // The demo seed may already give the company a plan; invoices need one.
  if ((await h.store.readStream(`subscription-${companyId}`)).length === 0) {
    const plan = { company: companyId, carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' };
    expect((await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager, body: plan })).status).toBe(201);
  }
});
afterAll(async () => {
  await h?.close();
});

const issue = () =>
  h.call('POST', '/admin/companyInvoice', { token: admin, body: { company: companyId, periodFrom: '2026-03-01', periodTo: '2026-03-31' } });

describe('company invoices', () => {
  it('numbers invoices issued concurrently uniquely and without gaps', async () => {
    const issued = await Promise.all(Array.from({ length: 8 }, issue));
    expect(issued.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = issued.map((r) => r.body.data.invoiceNo as string).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    const sequence = await h.store.readStream('invoice-sequence');
    expect(sequence.map((e) => (e.data as { sequence: number }).sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await issue()).body.data.invoiceNo).toBe('INV-000009');
  });

  it('sends the invoice by e-mail with its bilingual PDF attached', async () => {
    const { body } = await issue();
    const sent = await h.call('POST', '/admin/companyInvoice/sendEmail', {
      token: admin,
      body: { id: body.data._id, email: 'billing@example.com' },
    });
    expect(sent.status).toBe(200);
    const mail = h.mailer.sent.find((m) => m.to === 'billing@example.com')!;
    expect(mail.subject).toBe(`請求書 / Invoice ${body.data.invoiceNo}`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: `${body.data.invoiceNo}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachment!.content.toString('latin1')).toContain(`Invoice ${body.data.invoiceNo}`);
    expect(mail.html).not.toContain('data:application/pdf');
  });
});
