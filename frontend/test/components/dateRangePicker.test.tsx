import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DateRangePicker } from '../../src/components/date-range/DateRangePicker';
import { renderWithApp } from './renderWithApp';

// A day is a <td> of the grid, with no role of its own: browsers give it gridcell (a td in a table of role grid,
// HTML-AAM); Testing Library's role table does not look at the table and names it cell, which is what we query.
const calendar = (name: 'From date' | 'To date') => within(screen.getByRole('region', { name }));
const dayButtons = (name: 'From date' | 'To date') =>
  calendar(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('date-range picker', () => {
  afterEach(cleanup);

  it('lays days out in Monday-first weeks with weekday names from the locale', () => {
    renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-01-20" onSearch={() => undefined} />, async () => Response.json({}));
    const headers = calendar('From date')
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('abbr'));
    expect(headers).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // 1 January 2025 was a Wednesday: two blank Monday/Tuesday cells come first.
    expect(dayButtons('From date')[0]).toEqual(['', '', '1', '2', '3', '4', '5']);
    expect(dayButtons('From date').at(-1)).toEqual(['27', '28', '29', '30', '31', '', '']);
    expect(calendar('From date').getByText('From date: January 2025')).toBeTruthy();
  });

  it('pages to the previous and next month', () => {
    renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-01-20" onSearch={() => undefined} />, async () => Response.json({}));
    fireEvent.click(screen.getByRole('button', { name: 'From date: previous month' }));
    expect(calendar('From date').getByText('From date: December 2024')).toBeTruthy();
    // 1 December 2024 was a Sunday.
    expect(dayButtons('From date')[0]).toEqual(['', '', '', '', '', '', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'To date: next month' }));
    expect(calendar('To date').getByText('To date: February 2025')).toBeTruthy();
  });

  it('applies the chosen range only on Search and never allows From after To', () => {
    const onSearch = vi.fn();
    renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-01-20" onSearch={onSearch} />, async () => Response.json({}));
    const fromDay = (label: string) => calendar('From date').getByRole('cell', { name: label });
    expect(fromDay('Tuesday, January 21, 2025').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fromDay('Tuesday, January 21, 2025'));
    expect(fromDay('Wednesday, January 15, 2025').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(fromDay('Friday, January 10, 2025'));
    fireEvent.click(calendar('To date').getByRole('cell', { name: 'Friday, January 31, 2025' }));
    expect(calendar('To date').getByRole('cell', { name: 'Thursday, January 9, 2025' }).getAttribute('aria-disabled')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ dateFrom: '2025-01-10', dateTo: '2025-01-31' });
  });

  it('starts with the calendars folded under the range on a phone, open on a wider screen', () => {
    // jsdom has no matchMedia: a phone's answers it.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)', media: query }));
    try {
      renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-01-20" onSearch={() => undefined} />, async () =>
        Response.json({}),
      );
      const folded = screen.getByText('2025.01.15 – 2025.01.20').closest('details')!;
      expect(folded.open).toBe(false);
      fireEvent.click(screen.getByText('2025.01.15 – 2025.01.20'));
      expect(folded.open).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
    cleanup();
    renderWithApp(<DateRangePicker dateFrom="2025-01-15" dateTo="2025-01-20" onSearch={() => undefined} />, async () => Response.json({}));
    expect(screen.getByText('2025.01.15 – 2025.01.20').closest('details')!.open).toBe(true);
  });
});
