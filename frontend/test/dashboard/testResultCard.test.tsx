import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { infoCardSchema, type InfoCard } from '@fleetcheck/contracts';
import { TestResultCard } from '../../src/features/dashboard/components/TestResultCard';
import { renderWithApp, renderWithRouter } from '../components/renderWithApp';

const card = (detectorFlags: InfoCard['detectorFlags'], missingItems: string[] = []): InfoCard =>
  infoCardSchema.parse({
    _id: 't1',
    firstName: '太郎',
    lastName: '山田',
    time: '8:30',
    date: '2026-11-20',
    result: 0,
    status: 1,
    failed: false,
    device: 'FC-0001',
    carNumber: null,
    carModel: null,
    driverLicense: null,
    licenseType: null,
    expirationDate: null,
    DOB: null,
    office: null,
    driver: 'd1',
    vehicle: null,
    tel: null,
    email: null,
    location: null,
    mapImage: null,
    testedAt: '2026-11-20T08:30:00+09:00',
    checkType: 'before_driving',
    method: 'face_to_face',
    checkedBy: null,
    detectorFlags,
    missingItems,
  });

describe('a test record card', () => {
  afterEach(cleanup);

  it("names what was wrong with the detector when the test was taken, beside the detector's serial number", () => {
    renderWithApp(<TestResultCard card={card(['under_maintenance', 'check_overdue', 'usage_limit_passed'])} />, fetch);
    const flags = screen.getByRole('list', { name: 'What was wrong with the detector' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Detector under maintenance', "Detector's weekly check overdue", 'Detector past its usage limit date']);
  });

  it('says whether the check was before or after driving', () => {
    renderWithApp(<TestResultCard card={card([])} />, fetch);
    expect(screen.getByText('Before driving').getAttribute('data-check-type')).toBe('before_driving');
    cleanup();
    renderWithApp(<TestResultCard card={{ ...card([]), checkType: 'after_driving' }} />, fetch);
    expect(screen.getByText('After driving').getAttribute('data-check-type')).toBe('after_driving');
  });

  it('shows nothing more for a detector in order, or a record from before flags were kept', () => {
    const { _id, ...old } = card([]);
    const { detectorFlags: _, ...withoutFlags } = old;
    renderWithApp(<TestResultCard card={infoCardSchema.parse({ _id, ...withoutFlags })} />, fetch);
    expect(screen.getByText('FC-0001')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What was wrong with the detector' })).toBeNull();
  });

  it("lists a detector upload's missing items as incomplete, by their labels, linked to the board's list; a complete record says nothing", async () => {
    renderWithRouter(<TestResultCard card={card([], ['checker', 'noVehicleReason', 'actionTaken', 'actionTaken.text'])} />, fetch);
    // The first render loads the router: a loaded machine may take more than the default second.
    const incomplete = (await screen.findByText('Incomplete', undefined, { timeout: 5000 })).nextElementSibling!;
    expect(incomplete.textContent).toBe('Checker / Why no vehicle / Action taken Incomplete records');
    expect(
      within(incomplete as HTMLElement)
        .getByRole('link', { name: 'Incomplete records' })
        .getAttribute('href'),
    ).toBe('/user/check-board#incomplete-records');
    cleanup();
    renderWithApp(<TestResultCard card={card([])} />, fetch);
    expect(screen.queryByText('Incomplete')).toBeNull();
  });
});
