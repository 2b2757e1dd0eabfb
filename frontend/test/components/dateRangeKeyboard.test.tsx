import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { DateRangePicker } from '../../src/components/date-range/DateRangePicker';
import { renderWithApp } from './renderWithApp';

// The calendar grid as in the WAI-ARIA date picker pattern: keys move the one focusable day, Enter/Space choose it.
// A day is a <td> of the grid, with no role of its own: browsers give it gridcell (a td in a table of role grid,
// HTML-AAM); Testing Library's role table does not look at the table and names it cell, which is what we query.
const grid = (name: 'From date' | 'To date') => within(screen.getByRole('region', { name })).getByRole('grid');
const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
const tabStops = (name: 'From date' | 'To date') =>
  within(grid(name))
    .getAllByRole('cell')
    .filter((cell) => cell.tabIndex === 0)
    .map((cell) => cell.getAttribute('aria-label'));
const press = (key: string, options: { shiftKey?: boolean } = {}) => {
  if (!document.activeElement) throw new Error('nothing has the focus');
  fireEvent.keyDown(document.activeElement, { key, ...options });
};

function renderPicker(onSearch: (range: { dateFrom: string; dateTo: string }) => void = () => undefined) {
  renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-03-20" onSearch={onSearch} />, async () => Response.json({}));
}

describe('date-range picker keyboard', () => {
  afterEach(cleanup);

  it('keeps exactly one day in the tab order, the chosen one, marked selected', () => {
    renderPicker();
    expect(tabStops('From date')).toEqual(['Wednesday, January 15, 2025']);
    expect(tabStops('To date')).toEqual(['Thursday, March 20, 2025']);
    const selected = within(grid('From date'))
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected.map((cell) => cell.getAttribute('aria-label'))).toEqual(['Wednesday, January 15, 2025']);
  });

  it('moves the focused day with the arrow keys, Home and End, across month ends', () => {
    renderPicker();
    within(grid('From date')).getByRole('cell', { name: 'Wednesday, January 15, 2025' }).focus();
    press('ArrowRight');
    expect(focusedLabel()).toBe('Thursday, January 16, 2025');
    press('ArrowDown');
    expect(focusedLabel()).toBe('Thursday, January 23, 2025');
    press('ArrowLeft');
    expect(focusedLabel()).toBe('Wednesday, January 22, 2025');
    press('ArrowUp');
    expect(focusedLabel()).toBe('Wednesday, January 15, 2025');
    press('Home');
    expect(focusedLabel()).toBe('Monday, January 13, 2025');
    press('End');
    expect(focusedLabel()).toBe('Sunday, January 19, 2025');
    expect(tabStops('From date')).toEqual(['Sunday, January 19, 2025']);
    press('ArrowDown');
    press('ArrowDown');
    expect(focusedLabel()).toBe('Sunday, February 2, 2025');
    expect(grid('From date').getAttribute('aria-label')).toBe('From date: February 2025');
  });

  it('changes the month with PageUp and PageDown (a year with Shift), keeping the day where the month has it', () => {
    renderPicker();
    within(grid('To date')).getByRole('cell', { name: 'Thursday, March 20, 2025' }).focus();
    press('End');
    press('ArrowDown');
    press('ArrowRight');
    expect(focusedLabel()).toBe('Monday, March 31, 2025');
    press('PageUp');
    expect(focusedLabel()).toBe('Friday, February 28, 2025');
    expect(grid('To date').getAttribute('aria-label')).toBe('To date: February 2025');
    press('PageDown');
    expect(focusedLabel()).toBe('Friday, March 28, 2025');
    press('PageDown', { shiftKey: true });
    expect(focusedLabel()).toBe('Saturday, March 28, 2026');
    press('PageUp', { shiftKey: true });
    expect(focusedLabel()).toBe('Friday, March 28, 2025');
  });

  it('chooses the focused day with Enter or Space, refuses a day out of range, and Search applies the choice', () => {
    const onSearch = vi.fn();
    renderPicker(onSearch);
    within(grid('From date')).getByRole('cell', { name: 'Wednesday, January 15, 2025' }).focus();
    press('ArrowLeft');
    press('Enter');
    expect(within(grid('From date')).getByRole('cell', { name: 'Tuesday, January 14, 2025' }).getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press(' ');
    expect(within(grid('From date')).getByRole('cell', { name: 'Tuesday, January 21, 2025' }).getAttribute('aria-selected')).toBe('true');
    // From can never pass To (20 March): that day is disabled and Enter leaves the choice alone.
    press('PageDown');
    press('PageDown');
    press('End');
    expect(focusedLabel()).toBe('Sunday, March 23, 2025');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    press('Enter');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ dateFrom: '2025-01-21', dateTo: '2025-03-20' });
  });

  it('describes the keys on the grid and labels the days in the active language', () => {
    renderPicker();
    const hintId = grid('From date').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain('Page Up and Page Down change the month');
    cleanup();
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    try {
      renderPicker();
      const day = within(grid('From date')).getByRole('cell', { name: '2025年1月15日水曜日' });
      expect(day.getAttribute('aria-selected')).toBe('true');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
