import {
  DEFAULT_CONFIRMER_ROLE,
  managerFormSchema,
  type ConfirmerRole,
  type ManagerRecord,
  type SelectOption,
} from '@fleetcheck/contracts';

export { managerFormSchema };
export type Manager = ManagerRecord;

/** The manager panel's state, validated by the contracts' managerFormSchema. */
export interface ManagerFormState {
  readonly name: { readonly lastName: string; readonly firstName: string };
  readonly spelling: { readonly lastName: string; readonly firstName: string };
  readonly email: string;
  readonly mobile: string;
  readonly office: SelectOption | null;
  readonly photo: string | null;
  /** 安全運転管理者 (the default) or 補助者: who the manager confirms drivers' checks as. */
  readonly confirmerRole: ConfirmerRole;
}

export const emptyManagerForm: ManagerFormState = {
  name: { lastName: '', firstName: '' },
  spelling: { lastName: '', firstName: '' },
  email: '',
  mobile: '',
  office: null,
  photo: null,
  confirmerRole: DEFAULT_CONFIRMER_ROLE,
};

export function managerToForm(manager: Manager): ManagerFormState {
  return {
    name: { lastName: manager.lastName, firstName: manager.firstName },
    spelling: { lastName: manager.spellingLastName, firstName: manager.spellingFirstName },
    email: manager.email,
    mobile: manager.mobile,
    office: manager.office ? { value: manager.office._id, label: manager.office.name ?? '' } : null,
    photo: manager.image,
    confirmerRole: manager.confirmerRole,
  };
}

/** POST/PUT /manager body fields -> form fields (the mobile travels as phone). */
export const managerServerPaths: Readonly<Record<string, string>> = {
  firstName: 'name.firstName',
  lastName: 'name.lastName',
  spellingFirstName: 'spelling.firstName',
  spellingLastName: 'spelling.lastName',
  phone: 'mobile',
  image: 'photo',
};

/** The owner account (userType 2) and the signed-in manager's own record cannot be deleted. */
export function isUndeletable(manager: Manager, ownId: string | undefined): boolean {
  return manager._id === ownId || manager.userType === 2;
}
