import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Japanese driving licence classes; the value is what a driver record stores as licenseType. */
export const licenseTypes: readonly { readonly value: string; readonly label: MessageDescriptor }[] = [
  { value: '1', label: msg`Ordinary` },
  { value: '2', label: msg`Semi-medium` },
  { value: '3', label: msg`Medium` },
  { value: '4', label: msg`Large` },
  { value: '5', label: msg`Large special` },
];

export function licenseTypeLabel(value: string | number): MessageDescriptor | undefined {
  return licenseTypes.find((type) => type.value === String(value))?.label;
}
