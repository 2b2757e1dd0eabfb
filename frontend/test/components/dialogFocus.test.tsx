import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PanelStackProvider, usePanels } from '../../src/components/overlay/PanelStack';
import { SidePanel } from '../../src/components/overlay/SidePanel';
import { DialogHost, useDialogs } from '../../src/components/dialogs/DialogHost';
import { modalCloseMs, panelCloseMs } from '../../src/components/overlay/timings';

i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Keys go to the focused element, as a keyboard sends them. */
const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });
const focused = () => document.activeElement;

function OfficePanel() {
  const dialogs = useDialogs();
  return (
    <SidePanel
      title="Add Office"
      footer={
        <>
          <button type="button">Cancel</button>
          <button type="button" onClick={() => void dialogs.showResult({ kind: 'success', message: 'Saved' })}>
            Add New
          </button>
        </>
      }
    >
      <label>
        Office name <input name="name" />
      </label>
      <label>
        Phone <input name="phone" />
      </label>
    </SidePanel>
  );
}

function Page() {
  const panels = usePanels();
  return (
    <main>
      <button type="button" onClick={() => panels.open('add-office', <OfficePanel />)}>
        Open the office form
      </button>
      <button type="button">Something else on the page</button>
    </main>
  );
}

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <DialogHost>
        <PanelStackProvider>
          <Page />
        </PanelStackProvider>
      </DialogHost>
    </I18nProvider>,
  );

function openPanel() {
  const opener = screen.getByRole('button', { name: 'Open the office form' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('side panels and dialogs follow the WAI-ARIA dialog pattern', () => {
  it('a side panel is a modal dialog named by its title, and focus moves to its first field', () => {
    renderPage();
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Add Office' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Office name' }));
  });

  it('Tab and Shift+Tab stay inside the panel', () => {
    renderPage();
    openPanel();
    screen.getByRole('button', { name: 'Add New' }).focus();
    press('Tab');
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Office name' }));
    press('Tab', { shiftKey: true });
    expect(focused()).toBe(screen.getByRole('button', { name: 'Add New' }));
    // Focus that lands on the page behind (a click, say) is brought back into the panel.
    act(() => screen.getByRole('button', { name: 'Something else on the page' }).focus());
    expect(screen.getByRole('dialog', { name: 'Add Office' }).contains(focused())).toBe(true);
  });

  it('Escape closes the panel and focus returns to the button that opened it', () => {
    vi.useFakeTimers();
    renderPage();
    const opener = openPanel();
    press('Escape');
    expect(focused()).toBe(opener);
    act(() => vi.advanceTimersByTime(panelCloseMs));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);
  });

  it('a result dialog over the panel takes the focus; Escape closes only the dialog and focus goes back into the panel', () => {
    vi.useFakeTimers();
    renderPage();
    openPanel();
    const addNew = screen.getByRole('button', { name: 'Add New' });
    addNew.focus();
    fireEvent.click(addNew);
    const result = screen.getByRole('dialog', { name: 'Success' });
    expect(focused()).toBe(screen.getByRole('button', { name: 'Close' }));
    press('Tab');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Close' }));

    press('Escape');
    act(() => vi.advanceTimersByTime(modalCloseMs));
    expect(result.isConnected).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Add Office' })).toBeTruthy();
    expect(focused()).toBe(addNew);
  });
});
