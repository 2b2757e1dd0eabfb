import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { CheckResult } from '../../src/driver/screens/CheckResult';

/** Issue 34 item 2: the screen after the send on the driver's phone. */
const show = (failed: boolean, officePhone: string | null) =>
  render(
    <I18nProvider i18n={i18n}>
      <CheckResult outcome={{ delivery: 'sent', failed, recordId: 'r1' }} reading={failed ? '0.25' : '0.00'} officePhone={officePhone} />
    </I18nProvider>,
  );

describe('the check result on the phone', () => {
  afterEach(cleanup);

  it("tells a driver with alcohol detected not to drive, with a button that dials the office's number", () => {
    show(true, '052-111-2222');
    expect(screen.getByRole('heading', { name: 'Do not drive' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Alcohol was detected (0.25 mg/l). Do not drive. Call your office now.');
    expect(screen.getByRole('link', { name: 'Call the office' }).getAttribute('href')).toBe('tel:052-111-2222');
  });

  it('offers no dial button when neither the office nor the company has a number', () => {
    show(true, null);
    expect(screen.getByRole('heading', { name: 'Do not drive' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call the office' })).toBeNull();
  });

  it('after a pass, offers the live confirmation: a call to a manager or a code', () => {
    show(false, '052-111-2222');
    expect(screen.getByRole('heading', { name: 'Check recorded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Call my manager' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter a code from my manager' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call the office' })).toBeNull();
  });
});
