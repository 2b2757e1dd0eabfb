import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Registry status codes (spec: status, default 0). */
export const deviceStatusLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`In service`,
  1: msg`Under maintenance`,
  2: msg`Out of service`,
};
