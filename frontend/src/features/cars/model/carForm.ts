import { EMPTY_YMD, carFormSchema, isoDateToYmd, type CarRecord, type SelectOption, type YearMonthDay } from '@fleetcheck/contracts';

export { carFormSchema };
export type Car = CarRecord;

/** The car panel's state, validated by the contracts' carFormSchema. */
export interface CarFormState {
  readonly number: string;
  readonly model: string;
  readonly type: string;
  readonly chassisNo: string;
  readonly production: { readonly year: string; readonly month: string };
  readonly inspection: YearMonthDay;
  readonly insurance: YearMonthDay;
  readonly office: SelectOption | null;
}

export const emptyCarForm: CarFormState = {
  number: '',
  model: '',
  type: '',
  chassisNo: '',
  production: { year: '', month: '' },
  inspection: EMPTY_YMD,
  insurance: EMPTY_YMD,
  office: null,
};

export function carToForm(car: Car): CarFormState {
  const [year = '', month = ''] = car.production.split('-');
  return {
    number: car.number,
    model: car.model,
    type: car.type,
    chassisNo: car.chassisNo,
    production: { year, month },
    inspection: isoDateToYmd(car.inspection),
    insurance: isoDateToYmd(car.insurance),
    office: car.office ? { value: car.office._id, label: car.office.name ?? '' } : null,
  };
}

/** 'YYYY-MM' production month as a list shows it: 'YYYY.MM'. */
export function dottedMonth(value: string): string {
  return /^\d{4}-\d{2}$/.test(value) ? value.replace('-', '.') : '–';
}
