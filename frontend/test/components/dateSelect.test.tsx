import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { EMPTY_YMD, type YearMonthDay } from '@fleetcheck/contracts';
import { DateSelect } from '../../src/components/form/DateSelect';
import { renderWithApp } from './renderWithApp';

function Harness({ from, to }: { readonly from: number; readonly to: number }) {
  const [value, setValue] = useState<YearMonthDay>(EMPTY_YMD);
  return (
    <>
      <DateSelect label="Inspection" range={{ from, to }} value={value} onChange={setValue} />
      <output>{`${value.y}-${value.m}-${value.d}`}</output>
    </>
  );
}

const options = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.textContent);

describe('date selects', () => {
  afterEach(cleanup);

  it('labels years with their Japanese era, newest first, within 1943..2043', () => {
    renderWithApp(<Harness from={1940} to={2020} />, async () => Response.json({}));
    const years = options('Inspection: year');
    expect(years[1]).toBe('Reiwa 2 (2020)');
    expect(years).toContain('Heisei 1 (1989)');
    expect(years.at(-1)).toBe('Showa 18 (1943)');
  });

  it('offers the days of the chosen month and drops a day the new month does not have', () => {
    renderWithApp(<Harness from={2024} to={2025} />, async () => Response.json({}));
    fireEvent.change(screen.getByLabelText('Inspection: year'), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText('Inspection: month'), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText('Inspection: day'), { target: { value: '31' } });
    expect(screen.getByRole('status').textContent).toBe('2024-01-31');

    fireEvent.change(screen.getByLabelText('Inspection: month'), { target: { value: '02' } });
    expect(screen.getByRole('status').textContent).toBe('2024-02-');
    expect(options('Inspection: day').at(-1)).toBe('29');
    fireEvent.change(screen.getByLabelText('Inspection: year'), { target: { value: '2025' } });
    expect(options('Inspection: day').at(-1)).toBe('28');
  });
});
