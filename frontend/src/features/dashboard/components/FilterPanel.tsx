import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { driverLookupResponseSchema, driverOption, officeLookupResponseSchema, officeOption } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { lookupQuery } from '../../shared/api/resourceApi';
import { CheckboxSelect } from './CheckboxSelect';
import { noAdvancedFilters, type AdvancedFilters, type TestStatusFilter } from '../model/dashboardSearch';

interface FilterPanelProps {
  readonly initial: AdvancedFilters;
  readonly onApply: (filters: AdvancedFilters) => void;
  /** Reset all: back to every driver, office and result, and nothing kept in local storage. */
  readonly onReset: () => void;
}

/** The 'filter' side panel: drivers, offices and test status. */
export function FilterPanel({ initial, onApply, onReset }: FilterPanelProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const [filters, setFilters] = useState<AdvancedFilters>(initial);
  // The resources' own lookup keys: an office or driver edit invalidates them, so the filter lists follow.
  const drivers = useQuery(lookupQuery(api, '/driver', driverLookupResponseSchema));
  const offices = useQuery(lookupQuery(api, '/office', officeLookupResponseSchema));
  const statuses: { value: TestStatusFilter; label: string }[] = [
    { value: 'all', label: t`All results` },
    { value: 'passed', label: t`Passed` },
    { value: 'failed', label: t`Failed` },
  ];
  const close = () => panels.close('filter');

  return (
    <form
      className="panel-form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filters);
        close();
      }}
    >
      <SidePanel
        title={<Trans>Filter</Trans>}
        footer={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setFilters(noAdvancedFilters);
                onReset();
                close();
              }}
            >
              <Trans>Reset all</Trans>
            </button>
            <button type="button" className="button" onClick={close}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button--primary">
              <Trans>Apply</Trans>
            </button>
          </>
        }
      >
        <fieldset className="checkbox-select">
          <legend className="checkbox-select__legend">{t`Test status`}</legend>
          {statuses.map((status) => (
            <label key={status.value} className="radio-option">
              <input
                type="radio"
                name="testStatus"
                value={status.value}
                checked={filters.testStatus === status.value}
                onChange={() => setFilters((current) => ({ ...current, testStatus: status.value }))}
              />{' '}
              {status.label}
            </label>
          ))}
        </fieldset>
        <CheckboxSelect
          label={t`Drivers`}
          options={(drivers.data?.docs ?? []).map(driverOption)}
          selected={filters.drivers}
          onChange={(selected) => setFilters((current) => ({ ...current, drivers: selected }))}
        />
        <CheckboxSelect
          label={t`Offices`}
          options={(offices.data?.docs ?? []).map(officeOption)}
          selected={filters.offices}
          onChange={(selected) => setFilters((current) => ({ ...current, offices: selected }))}
        />
      </SidePanel>
    </form>
  );
}
