import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/TextField';

interface PersonName {
  readonly lastName: string;
  readonly firstName: string;
}

interface PersonNameFieldsProps {
  readonly name: PersonName;
  readonly spelling: PersonName;
  readonly onChange: (field: 'name' | 'spelling', value: PersonName) => void;
  readonly errors: Partial<Record<string, string>>;
}

/** Last and first name and their spelling (furigana), all required: the driver and manager forms share them. */
export function PersonNameFields({ name, spelling, onChange, errors }: PersonNameFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Last name`}
        name="lastName"
        required
        value={name.lastName}
        onChange={(lastName) => onChange('name', { ...name, lastName })}
        errorKey={errors['name.lastName'] ?? errors.name}
      />
      <TextField
        label={t`First name`}
        name="firstName"
        required
        value={name.firstName}
        onChange={(firstName) => onChange('name', { ...name, firstName })}
        errorKey={errors['name.firstName'] ?? errors.name}
      />
      <TextField
        label={t`Last name (spelling)`}
        name="spellingLastName"
        required
        value={spelling.lastName}
        onChange={(lastName) => onChange('spelling', { ...spelling, lastName })}
        errorKey={errors['spelling.lastName'] ?? errors.spelling}
      />
      <TextField
        label={t`First name (spelling)`}
        name="spellingFirstName"
        required
        value={spelling.firstName}
        onChange={(firstName) => onChange('spelling', { ...spelling, firstName })}
        errorKey={errors['spelling.firstName'] ?? errors.spelling}
      />
    </>
  );
}
