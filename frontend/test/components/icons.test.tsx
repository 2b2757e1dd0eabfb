import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RowActions } from '../../src/components/list/RowActions';
import { DataTable } from '../../src/components/list/DataTable';

i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(cleanup);

const withI18n = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** Emoji and pictographic arrows draw as empty boxes where no emoji font is installed. */
const pictograph = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u{1f300}-\u{1faff}]/u;

describe('icons', () => {
  it('row actions are SVG icons hidden from screen readers, each button named by what it does to the row', () => {
    const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onView: vi.fn(), onResetPassword: vi.fn() };
    withI18n(<RowActions label="Tokyo office" {...handlers} />);
    const names = ['Edit Tokyo office', 'Delete Tokyo office', 'View Tokyo office', 'Reset the password of Tokyo office'];
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      const svg = button.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('focusable')).toBe('false');
      expect(button.textContent).toBe('');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tokyo office' }));
    expect(handlers.onDelete).toHaveBeenCalledOnce();
    expect(handlers.onEdit).not.toHaveBeenCalled();
  });

  it('a sortable header draws its direction as an icon and reads it out through aria-sort', () => {
    const columns = [
      { key: 'name', header: 'Name', cell: (row: { name: string }) => row.name, sortField: 'name' },
      { key: 'city', header: 'City', cell: (row: { name: string }) => row.name, sortField: 'city' },
    ];
    withI18n(<DataTable columns={columns} rows={[{ name: 'a' }]} rowKey={(row) => row.name} sort="-name" onSort={() => undefined} />);
    const [name, city] = screen.getAllByRole('columnheader');
    expect(name?.getAttribute('aria-sort')).toBe('descending');
    expect(city?.getAttribute('aria-sort')).toBeNull();
    expect(
      within(name as HTMLElement)
        .getByRole('button', { name: 'Name' })
        .querySelector('svg[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('no component draws an emoji or pictographic glyph as an icon', () => {
    // jsdom gives import.meta.url an http scheme; the test runs from the package folder.
    const src = path.resolve('src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.tsx')) {
          readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (pictograph.test(line)) offenders.push(`${path.relative(src, full)}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
