import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { checkPhotoPath, PHOTO_HASH_PREFIX_LENGTH, type CheckPhoto } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';

/** One photo of a check, fetched with the session (photos are private) and shown from an object URL. */
function CheckPhotoImage({ testResultId, photo }: { readonly testResultId: string; readonly photo: CheckPhoto }) {
  const { t } = useLingui();
  const { api } = useServices();
  const image = useQuery({
    queryKey: ['check-photo', testResultId, photo.kind],
    queryFn: () => api.fetchBlob(checkPhotoPath(testResultId, photo.kind)),
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return undefined;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  const label = photo.kind === 'display' ? t`Detector display` : t`Face while blowing`;
  return (
    <figure className="record-detail__check-photo" data-photo={photo.kind}>
      {url ? <img src={url} alt={label} width={180} /> : <span aria-busy={image.isPending}>{image.isError ? '–' : ''}</span>}
      <figcaption>
        {label} · SHA-256 <code>{photo.sha256.slice(0, PHOTO_HASH_PREFIX_LENGTH)}</code>
      </figcaption>
    </figure>
  );
}

/** The photos a driver took with the phone app (issue 34): the detector's display and the face while blowing. */
export function CheckPhotos({ testResultId, photos }: { readonly testResultId: string; readonly photos: readonly CheckPhoto[] }) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return (
    <div className="record-detail__check-photos" aria-label={t`Photos from the driver app`} role="group">
      {photos.map((photo) => (
        <CheckPhotoImage key={photo.kind} testResultId={testResultId} photo={photo} />
      ))}
    </div>
  );
}
