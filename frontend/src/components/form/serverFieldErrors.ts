import { ApiError } from '../../api/apiError';

/**
 * The server's field errors of a failed call keyed by form field. The request body names fields as the
 * payload does (firstName, DOB, phone); `formPaths` maps those to the form's own paths (name.firstName).
 */
export function serverFieldErrors(error: unknown, formPaths: Readonly<Record<string, string>> = {}): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const field of error.fields) {
    const path = formPaths[field.path] ?? field.path;
    if (errors[path] === undefined) errors[path] = field.key;
  }
  return errors;
}
