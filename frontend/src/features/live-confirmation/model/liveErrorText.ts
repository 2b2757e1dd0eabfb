import type { I18n } from '@lingui/core';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';

/** A refused live call in words, with the name of the manager who took the call first (Errors.CallTaken). */
export function liveErrorText(error: unknown, i18n: I18n): string {
  const key = error instanceof ApiError ? error.key : undefined;
  const body = error instanceof ApiError ? (error.body as { error?: { params?: Record<string, string> } } | undefined) : undefined;
  const descriptor = errorDescriptor(key ?? 'Modals.Error');
  const values = body?.error?.params ?? {};
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message });
}
