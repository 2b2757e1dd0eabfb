import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { auditOfficesQuery } from '../api/auditApi';

interface OfficePickerProps {
  readonly companyId: string;
  /** An office id, or '' for all the company's offices. */
  readonly value: string;
  readonly onChange: (office: string) => void;
}

/** One of the company's offices, or all of them, read from the server: what the record chain is verified and the record book downloaded for. */
export function OfficePicker({ companyId, value, onChange }: OfficePickerProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const offices = useQuery(auditOfficesQuery(api, companyId));
  return (
    <label className="field">
      <span className="field__label">
        <Trans>Office</Trans>
      </span>
      <select className="field__input" name="office" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`All offices`}</option>
        {(offices.data?.data ?? []).map((office) => (
          <option key={office._id} value={office._id}>
            {office.name}
          </option>
        ))}
      </select>
    </label>
  );
}
