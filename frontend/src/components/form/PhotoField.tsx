import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ErrorKeys, uploadResponseSchema, type UploadedImage } from '@fleetcheck/contracts';
import { ApiError } from '../../api/apiError';
import { useServices } from '../../session/ServicesContext';
import { StoredImage } from '../image/StoredImage';
import { FieldError } from './FieldError';

interface PhotoFieldProps {
  /** The stored image's path, or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly errorKey?: string;
}

/** The most precise key of a refused upload: the field's (not an image, too large), else the error's own. */
const uploadErrorKey = (error: unknown) =>
  error instanceof ApiError ? (error.fields[0]?.key ?? error.key ?? ErrorKeys.Internal) : ErrorKeys.Internal;

const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * The photo input of the driver, manager and profile forms: accepts images only, uploads the chosen file at
 * once (POST /upload) and keeps the stored image's path; a refused file shows its translated error key.
 */
export function PhotoField({ value, onChange, errorKey }: PhotoFieldProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const id = useId();
  const [uploadError, setUploadError] = useState<string>();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body: UploadedImage = { name: file.name, fileType: file.type, file: await readAsBase64(file) };
      return (await api.post('/upload', { body, schema: uploadResponseSchema })).data.image;
    },
    onSuccess: (url) => onChange(url),
    onError: (error) => setUploadError(uploadErrorKey(error)),
  });
  const choose = (file: File | undefined) => {
    setUploadError(undefined);
    if (!file) return;
    if (!file.type.startsWith('image/')) setUploadError(ErrorKeys.UploadNotImage);
    else upload.mutate(file);
  };
  const shownError = uploadError ?? errorKey;
  return (
    <div className={`field${shownError ? ' has-error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {t`Photo`}
      </label>
      <StoredImage src={value} width={96} alt={t`Photo`} className="photo-field__preview" fallback={null} />
      <input
        id={id}
        name="photo"
        type="file"
        accept="image/*"
        className="field__input"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        disabled={upload.isPending}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {upload.isPending && <p className="field__hint">{t`Uploading…`}</p>}
      <FieldError id={`${id}-error`} errorKey={shownError} />
    </div>
  );
}
