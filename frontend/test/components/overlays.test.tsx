import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PanelStackProvider, usePanels } from '../../src/components/overlay/PanelStack';
import { Modal } from '../../src/components/overlay/Modal';
import { modalCloseMs, panelCloseMs } from '../../src/components/overlay/timings';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function PanelButtons() {
  const panels = usePanels();
  return (
    <>
      <button onClick={() => panels.open('add-office', <p>first add</p>)}>open add</button>
      <button onClick={() => panels.open('add-office', <p>second add</p>)}>reopen add</button>
      <button onClick={() => panels.open('filter', <p>filter</p>)}>open filter</button>
      <button onClick={() => panels.close('add-office')}>close add</button>
    </>
  );
}

describe('side panels', () => {
  it('stack by id, replace an already open id, and are removed 200 ms after closing', () => {
    vi.useFakeTimers();
    render(
      <PanelStackProvider>
        <PanelButtons />
      </PanelStackProvider>,
    );
    fireEvent.click(screen.getByText('open add'));
    fireEvent.click(screen.getByText('open filter'));
    expect([...document.querySelectorAll('[data-panel-id]')].map((panel) => panel.getAttribute('data-panel-id'))).toEqual([
      'add-office',
      'filter',
    ]);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByText('reopen add'));
    expect(screen.queryByText('first add')).toBeNull();
    expect([...document.querySelectorAll('[data-panel-id]')].map((panel) => panel.getAttribute('data-panel-id'))).toEqual([
      'filter',
      'add-office',
    ]);

    fireEvent.click(screen.getByText('close add'));
    expect(document.querySelector('[data-panel-id="add-office"]')?.className).toContain('is-closing');
    act(() => vi.advanceTimersByTime(panelCloseMs));
    expect(document.querySelector('[data-panel-id="add-office"]')).toBeNull();
    expect(screen.getByText('filter')).toBeTruthy();
  });
});

describe('modal', () => {
  const renderModal = (onClosed: () => void) =>
    render(
      <Modal title="Warning" variant="warning" onClosed={onClosed} actions={(close) => <button onClick={close}>OK</button>}>
        <p>body text</p>
      </Modal>,
    );

  it('closes on Escape after its 300 ms animation and locks the body scroll meanwhile', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    const { unmount } = renderModal(onClosed);
    expect(document.body.style.overflow).toBe('hidden');
    // The key goes to the focused element, which the open dialog holds.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(modalCloseMs - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledOnce();
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click but not on a click inside the dialog', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    renderModal(onClosed);
    fireEvent.click(screen.getByText('body text'));
    act(() => vi.advanceTimersByTime(modalCloseMs));
    expect(onClosed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    act(() => vi.advanceTimersByTime(modalCloseMs));
    expect(onClosed).toHaveBeenCalledOnce();
  });
});
