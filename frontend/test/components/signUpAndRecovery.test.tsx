import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { SignUpForm } from '../../src/features/registration/components/SignUpForm';
import { changeLanguage } from '../../src/i18n/changeLanguage';
import { ForgotPasswordForm } from '../../src/features/auth/components/ForgotPasswordForm';
import { PaymentPage } from '../../src/features/subscription/components/PaymentPage';
import { renderWithApp } from './renderWithApp';
import { testServices } from './testServices';
import { FakeSubscriptionServer } from '../fakes/fakeSubscriptionServer';
import { registerEmailTaken, registered, resetLinkSent, transferSignUpOf2Cars1Device } from '../fakes/subscriptionAnswers';

const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

function fillSignUp() {
  fill('company.name', 'Acme');
  fill('company.email', 'office@acme.example');
  fill('company.phone', '03-1234-5678');
  fill('company.postcode', '100-0001');
  fill('company.prefectures', '東京都');
  fill('company.municipalities', '千代田区');
  fill('company.town', '1-1');
  fill('manager.lastName', 'Ito');
  fill('manager.firstName', 'Ken');
  fill('manager.spellingLastName', 'イトウ');
  fill('manager.spellingFirstName', 'ケン');
  fill('manager.email', 'ken@acme.example');
  fill('manager.mobile', '09011112222');
  fill('manager.password', 'secret-1');
}

describe('sign-up', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(cleanup);

  it('keeps what was typed through a language switch (its page reload), the password excepted, until the sign-up succeeds', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/register', registered);
    const first = renderWithApp(<SignUpForm />, server.fetch);
    fillSignUp();
    const { cookies, api } = testServices(server.fetch);
    // The switch reloads the page: the form is gone and drawn again from nothing.
    await changeLanguage('ja', { cookies, api, signedIn: false, reload: () => first.unmount() });
    expect(document.querySelector('input[name="company.name"]')).toBeNull();
    renderWithApp(<SignUpForm />, server.fetch);

    const value = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    expect(value('company.name')).toBe('Acme');
    expect(value('company.postcode')).toBe('100-0001');
    expect(value('manager.spellingFirstName')).toBe('ケン');
    expect(value('manager.email')).toBe('ken@acme.example');
    expect(value('manager.password')).toBe('');
    expect(window.sessionStorage.getItem('fleetcheck.signUpDraft')).not.toContain('secret-1');

    fill('manager.password', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(server.posted('/auth/register')[0]?.body).toMatchObject({ company: { name: 'Acme' }, manager: { email: 'ken@acme.example' } });
    cleanup();
    renderWithApp(<SignUpForm />, server.fetch);
    expect(value('company.name')).toBe('');
  });

  it('validates before calling, then registers the company and its manager, asks the manager to check their e-mail and tells their username', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/register', registered);
    renderWithApp(<SignUpForm />, server.fetch);
    // The company's fields are a group its heading names; the manager's password is a new one to a password manager.
    expect(within(screen.getByRole('group', { name: 'Company' })).getByRole('textbox', { name: 'Company name' })).toBeTruthy();
    expect(document.querySelector('input[name="manager.password"]')?.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(5);
    expect(server.calls).toHaveLength(0);

    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('We sent a verification link to ken@acme.example.');
    expect(status.textContent).toContain('Your username is m20261124. You can also log in with your e-mail address.');
    expect(within(within(status).getByRole('region', { name: 'Registration progress' })).getAllByRole('listitem')).toHaveLength(4);
    expect(server.posted('/auth/register')[0]?.body).toMatchObject({
      company: { name: 'Acme', employeeCount: 0, carCount: 0 },
      manager: { name: { lastName: 'Ito', firstName: 'Ken' }, email: 'ken@acme.example', password: 'secret-1' },
      language: 'en',
    });
    expect(server.calls[0]?.method).toBe('POST');
  });

  it('moves focus to the first invalid field on submit: the company name when empty, the postcode when only it is wrong', async () => {
    const server = new FakeSubscriptionServer();
    renderWithApp(<SignUpForm />, server.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[name="company.name"]')));

    fillSignUp();
    fill('company.postcode', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('input[name="company.postcode"]')));
    expect(server.calls).toHaveLength(0);
  });

  it('shows a taken manager e-mail next to its field', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/register', registerEmailTaken);
    renderWithApp(<SignUpForm />, server.fetch);
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getAllByText('This email address is already in use.').length).toBeGreaterThanOrEqual(1));
    const emailField = document.querySelector('input[name="manager.email"]')!;
    expect(emailField.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('forgotten password', () => {
  afterEach(cleanup);

  it('sends the e-mail and answers the same whoever owns it', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /auth/manager-forgot-password', resetLinkSent);
    renderWithApp(<ForgotPasswordForm />, server.fetch);
    fill('email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fill('email', 'ken@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    expect(server.posted('/auth/manager-forgot-password')).toEqual([
      { method: 'POST', url: '/api/v1/auth/manager-forgot-password', body: { email: 'ken@acme.example' } },
    ]);
  });
});

describe('bank transfer during registration', () => {
  afterEach(cleanup);

  it('signs up with bank transfer and reports the plan total for the confirmation', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /subscription/signupwithbanktransfer', transferSignUpOf2Cars1Device);
    const confirmed = vi.fn();
    renderWithApp(
      <PaymentPage
        cars={2}
        devices={1}
        paymentScheduleOption="monthly"
        registering
        onConfirmed={confirmed}
        onPaymentFailed={() => undefined}
      />,
      server.fetch,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledWith({ totalAmount: 6000, adjustment: 0 }));
    expect(server.posted('/subscription/signupwithbanktransfer')[0]?.body).toEqual({
      company: 'c1',
      carCount: 2,
      deviceCount: 1,
      paymentSchedule: 'monthly',
    });
  });
});
