import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SelectOption } from '@fleetcheck/contracts';
import { SelectField } from '../../src/components/form/SelectField';
import { renderWithApp } from './renderWithApp';

const offices: SelectOption[] = [
  { value: 'o1', label: 'Shinagawa office' },
  { value: 'o2', label: 'Osaka branch' },
  { value: 'o3', label: 'Shibuya office' },
];

function Harness({ options }: { readonly options: readonly SelectOption[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField label="Office" options={options} value={value} onChange={(option) => setValue(option ? String(option.value) : '')} />
      <output>{value}</output>
    </>
  );
}

const shownLabels = () =>
  Array.from((screen.getByRole('combobox', { name: 'Office' }) as HTMLSelectElement).options).map((option) => option.textContent);

describe('side-panel select with search', () => {
  afterEach(cleanup);

  it('filters the options by the typed text and picks from what is left', () => {
    renderWithApp(<Harness options={offices} />, async () => Response.json({}));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter options' }), { target: { value: 'OFFICE' } });
    expect(shownLabels()).toEqual(['Select…', 'Shinagawa office', 'Shibuya office']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Office' }), { target: { value: 'o3' } });
    expect(screen.getByRole('status').textContent).toBe('o3');
  });

  it('says "No options" when nothing matches, keeping the chosen option selectable', () => {
    renderWithApp(<Harness options={offices} />, async () => Response.json({}));
    fireEvent.change(screen.getByRole('combobox', { name: 'Office' }), { target: { value: 'o2' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter options' }), { target: { value: 'Nagoya' } });
    expect(screen.getByText('No options')).toBeTruthy();
    expect(shownLabels()).toEqual(['Select…', 'Osaka branch']);
    expect((screen.getByRole('combobox', { name: 'Office' }) as HTMLSelectElement).value).toBe('o2');
  });

  it('shows no search box and a "No options" choice when there are no options at all', () => {
    renderWithApp(<Harness options={[]} />, async () => Response.json({}));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(shownLabels()).toEqual(['No options']);
  });
});
