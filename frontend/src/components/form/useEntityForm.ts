import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/apiError';
import { errorDescriptor } from '../../i18n/errorMessages';
import { usePanels, useOptionalPanelId } from '../overlay/PanelStack';
import { useDialogs } from '../dialogs/DialogHost';
import type { Credentials } from '../dialogs/credentials';
import type { SavedRecordText } from '../dialogs/savedRecord';
import { fieldErrors } from './fieldErrors';
import { serverFieldErrors } from './serverFieldErrors';

/** The refusals of a plan's limit (cars, detectors). */
const PLAN_LIMIT_KEYS: ReadonlySet<string> = new Set(['Errors.CarLimitReached', 'Errors.DeviceLimitReached']);

interface EntityFormOptions<Form, Parsed> {
  readonly schema: z.ZodType<Parsed>;
  readonly initial: Form;
  /** What an empty add form looks like after a successful add. */
  readonly empty: Form;
  readonly mode: 'add' | 'edit';
  /** Performs the call; a created user's new credentials come back for the success dialog. */
  readonly save: (parsed: Parsed) => Promise<Credentials | void>;
  /** The name the success dialog shows, under `saved.nameLabel`. */
  readonly nameOf: (parsed: Parsed) => string;
  /** The success dialog's title (added or updated) and the label of the name: what kind of record was saved. */
  readonly saved: SavedRecordText;
  /** After a success (a page form takes the saved values as its new starting point). */
  readonly onSaved?: (parsed: Parsed) => void;
  /** Payload field -> form field, for the server's field errors. */
  readonly serverPaths?: Readonly<Record<string, string>>;
}

/**
 * The add/edit panel flow of spec section 4: validated on every change with the contracts' schema; on submit
 * the call, then the panel closes and a success dialog shows (with the new credentials after an add), or an
 * error dialog (with the server's reason) and the server's field errors. An edit with no changed field succeeds without a call.
 * Outside a side panel (the company and settings pages) the form simply stays. An edit sends the version it
 * read (If-Match); when someone else changed the record meanwhile (412) the error dialog says so and the
 * panel stays open with the user's input.
 */
export function useEntityForm<Form, Parsed>(options: EntityFormOptions<Form, Parsed>) {
  const panels = usePanels();
  const panelId = useOptionalPanelId();
  const dialogs = useDialogs();
  const { i18n } = useLingui();
  const [form, setForm] = useState<Form>(options.initial);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const validation = options.schema.safeParse(form);
  const errors = { ...(touched ? fieldErrors(validation) : {}), ...serverErrors };

  // The server's reason (a taken serial number, someone else's change: 412) or, for a plain invalid request
  // whose fields are marked at the inputs, the generic error text.
  const failureMessage = (error: unknown) => {
    if (!(error instanceof ApiError)) return undefined;
    const key = error.status === 412 ? 'Errors.Conflict' : error.key;
    return key && key !== 'Errors.Invalid' ? i18n._(errorDescriptor(key)) : undefined;
  };

  // A plan's limit offers the way to a bigger plan (the side panel closes as the page changes).
  const planLimitNext = (error: unknown) =>
    error instanceof ApiError && error.key && PLAN_LIMIT_KEYS.has(error.key)
      ? { to: '/user/tariffs' as const, label: i18n._(msg`Change the plan`) }
      : undefined;

  const update = <K extends keyof Form>(field: K, value: Form[K]) => {
    setTouched(true);
    setServerErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(rest)) if (key === field || key.startsWith(`${String(field)}.`)) delete rest[key];
      return rest;
    });
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success || saving) return;
    const unchanged = options.mode === 'edit' && JSON.stringify(form) === JSON.stringify(options.initial);
    setSaving(true);
    try {
      const created = unchanged ? undefined : await options.save(validation.data);
      const name = options.nameOf(validation.data);
      if (options.mode === 'add') {
        setForm(options.empty);
        setTouched(false);
      }
      options.onSaved?.(validation.data);
      if (panelId) panels.close(panelId);
      void dialogs.showResult({
        kind: 'success',
        title: options.mode === 'add' ? options.saved.added : options.saved.updated,
        record: { label: options.saved.nameLabel, name },
        credentials: created ?? undefined,
      });
    } catch (error) {
      console.warn('Saving failed', error);
      setServerErrors(serverFieldErrors(error, options.serverPaths));
      void dialogs.showResult({ kind: 'error', message: failureMessage(error), next: planLimitNext(error) });
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (panelId) panels.close(panelId);
  };
  return { form, update, errors, submit, saving, close };
}
