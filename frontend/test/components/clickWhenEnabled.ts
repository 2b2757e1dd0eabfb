import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Clicks the named button once it is enabled: a download button stays disabled until the previous download has
 * settled, which is a little after the file was saved (a click in between would be ignored, as a user's would).
 */
export async function clickWhenEnabled(name: string): Promise<void> {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
