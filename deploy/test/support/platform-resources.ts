import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { eventually } from './eventually';
import type { SeededSystem, Session } from './seeded-system';

export const faqBody = (category: string) => ({
  category,
  question_en: 'How do I sign in?',
  question_ja: 'ログイン方法は？',
  answer_en: '<p>With your e-mail.</p>',
  answer_ja: '<p>メールアドレスで。</p>',
  position: 1,
});
/** A subscription request of `company`: `carCount` cars, one detector, paid monthly. */
export const plan = (company: string, carCount = 2) => ({ company, carCount, deviceCount: 1, paymentSchedule: 'monthly' });

/**
 * What the platform admin keeps, each made fresh through the API: registered detectors, FAQ entries, and
 * companies of their own in a given subscription state (for the billing routes).
 */
export function platformResources(sys: SeededSystem, adminToken: () => string) {
  let made = 0;
  const unique = () => `${Date.now().toString(36)}${++made}`;
  const adminStatus = async (route: string) => (await sys.call('GET', route, { token: adminToken() })).status;

  async function faqCategory(): Promise<string> {
    const body = { title_en: 'Login', title_ja: 'ログイン', position: 1 };
    const res = await sys.call('POST', '/admin/faq-category', { token: adminToken(), body });
    if (res.status !== 201) throw new Error(`POST /admin/faq-category: ${res.status}`);
    return res.body.data.id as string;
  }

  return {
    /** A detector registered to `company`, with its secret (shown once). */
    async registeredDevice(company: string): Promise<{ id: string; secret: string; serialNo: string }> {
      const serialNo = `REG-${unique()}`;
      const res = await sys.call('POST', '/admin/device', { token: adminToken(), body: { serialNo, company, regDate: '2026-01-05' } });
      if (res.status !== 201) throw new Error(`POST /admin/device: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...(res.body.data as { id: string; secret: string }), serialNo };
    },
    faqCategory,
    /** An FAQ article (in a category of its own), once the admin's read shows it. */
    async faqArticle(): Promise<string> {
      const res = await sys.call('POST', '/admin/faq', { token: adminToken(), body: faqBody(await faqCategory()) });
      if (res.status !== 201) throw new Error(`POST /admin/faq: ${res.status}`);
      const id = res.body.data.id as string;
      await eventually(`FAQ article ${id} in the read model`, async () =>
        (await adminStatus(`/admin/faq/${id}`)) === 200 ? true : undefined,
      );
      return id;
    },
    /**
     * A newly registered company, signed in as its manager, with no subscription, one signed up by bank
     * transfer and not yet paid (`amount` is what it owes), or one paid and active.
     */
    async subscriber(state: 'none' | 'pending' | 'active'): Promise<Session & { amount?: number }> {
      const id = unique();
      const session = await sys.registerCompany({ name: `S運輸 ${id}`, domain: `s${id}.example` });
      if (state === 'none') return session;
      const company = session.company!._id;
      const signed = await sys.call('POST', '/subscription/signupwithbanktransfer', { token: session.token, body: plan(company) });
      if (signed.status !== 201) throw new Error(`signup: ${signed.status} ${JSON.stringify(signed.body)}`);
      const amount = signed.body.data.totalAmount as number;
      if (state === 'active') {
        const body = { company, amount, paidOn: businessDay(new Date()), reference: `TX-${id}` };
        const paid = await sys.call('POST', '/admin/subscription/bankTransferPayment', { token: adminToken(), body });
        if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
      }
      // The admin's view of the company shows the state just written.
      await eventually(`${state} subscription of ${company} in the read model`, async () => {
        const view = await sys.call('GET', `/admin/company/${company}`, { token: adminToken() });
        return JSON.stringify(view.body).includes(state === 'active' ? 'Active' : 'Pending') ? true : undefined;
      });
      return { ...session, amount };
    },
  };
}
