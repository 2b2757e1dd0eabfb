import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { passwordResetResponseSchema } from '@fleetcheck/contracts';
import { usePasswordReset } from '../../src/components/dialogs/usePasswordReset';
import { useServices } from '../../src/session/ServicesContext';
import { renderWithApp } from './renderWithApp';

function ResetButton() {
  const { api } = useServices();
  const resetPassword = usePasswordReset();
  return (
    <button
      onClick={() =>
        void resetPassword('Hanako Sato', async () => {
          const response = await api.patch('/driver/driver-reset-password', {
            body: { id: 'd1' },
            schema: passwordResetResponseSchema,
          });
          return response.data;
        })
      }
    >
      reset
    </button>
  );
}

afterEach(cleanup);

describe('password reset row action', () => {
  it('asks first, then shows the new credentials', async () => {
    const calls: string[] = [];
    renderWithApp(<ResetButton />, async (input, init) => {
      calls.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
      return Response.json({
        operation: 'success',
        data: { name: 'Hanako Sato', username: 'hsato', password: 'n3wPass' },
      });
    });

    fireEvent.click(screen.getByText('reset'));
    const warning = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(calls).toHaveLength(0);
    fireEvent.click(within(warning).getByRole('button', { name: 'Reset password' }));

    const result = await screen.findByRole('dialog', { name: 'The password was reset' });
    expect(within(result).getByText('hsato')).toBeTruthy();
    expect(within(result).getByText('n3wPass')).toBeTruthy();
    expect(calls).toEqual(['PATCH /api/v1/driver/driver-reset-password {"id":"d1"}']);
  });

  it('shows the error dialog when the reset fails, and nothing is called when dismissed', async () => {
    let calls = 0;
    renderWithApp(<ResetButton />, async () => {
      calls += 1;
      return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    });

    fireEvent.click(screen.getByText('reset'));
    await screen.findByRole('dialog', { name: 'Reset password' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toBe(0);

    fireEvent.click(screen.getByText('reset'));
    const warning = await screen.findByRole('dialog', { name: 'Reset password' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Reset password' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
