import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { canvasToJpeg, preparePhoto, PhotoRejectedError, type PhotoProblem } from './preparePhoto';

type Camera = { state: 'starting' } | { state: 'live'; stream: MediaStream } | { state: 'refused' };

/**
 * One photo from the browser camera (getUserMedia; the front camera for the face), or from a file input with
 * `capture` when the camera is refused or missing. The picture is checked and shrunk before it is handed on.
 */
export function PhotoCapture({
  facing,
  title,
  hint,
  onTaken,
}: {
  readonly facing: 'user' | 'environment';
  readonly title: ReactNode;
  readonly hint: ReactNode;
  readonly onTaken: (photo: Blob) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>({ state: 'starting' });
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ state: 'refused' });
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing, width: { ideal: 1280 } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped) opened.getTracks().forEach((track) => track.stop());
        else setCamera({ state: 'live', stream: opened });
      })
      .catch(() => !stopped && setCamera({ state: 'refused' }));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing]);

  // The preview plays once its stream is attached (muted, no sound track), as the live call's videos do.
  useEffect(() => {
    const preview = video.current;
    if (camera.state !== 'live' || !preview) return;
    preview.srcObject = camera.stream;
    void preview.play().catch(() => undefined);
  }, [camera]);

  const hand = async (make: () => Promise<Blob>) => {
    setBusy(true);
    setProblem(null);
    try {
      onTaken(await make());
    } catch (error) {
      setProblem(error instanceof PhotoRejectedError ? error.problem : 'not-an-image');
    } finally {
      setBusy(false);
    }
  };

  const takeFrame = () =>
    hand(async () => {
      const frame = video.current;
      if (!frame || frame.videoWidth === 0) throw new PhotoRejectedError('not-an-image');
      const canvas = document.createElement('canvas');
      canvas.width = frame.videoWidth;
      canvas.height = frame.videoHeight;
      canvas.getContext('2d')?.drawImage(frame, 0, 0);
      return preparePhoto(await canvasToJpeg(canvas));
    });

  const inputId = `photo-file-${facing}`;
  return (
    <section className="driver-step" aria-labelledby="photo-title">
      <h2 id="photo-title">{title}</h2>
      <p className="driver-hint">{hint}</p>
      {camera.state === 'live' && (
        <>
          <video ref={video} className="driver-camera" data-facing={facing} playsInline muted />
          <button type="button" className="driver-button driver-button--primary" onClick={() => void takeFrame()} disabled={busy}>
            <Trans>Take the photo</Trans>
          </button>
        </>
      )}
      {camera.state === 'refused' && (
        <p className="driver-notice" role="status">
          <Trans>The camera is not available. Take or choose a photo with the button below.</Trans>
        </p>
      )}
      <label htmlFor={inputId} className={`driver-button${camera.state === 'live' ? '' : ' driver-button--primary'}`}>
        {camera.state === 'live' ? <Trans>Use a photo file instead</Trans> : <Trans>Take or choose a photo</Trans>}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture={facing}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void hand(() => preparePhoto(file));
        }}
      />
      {problem && (
        <p className="driver-error" role="alert">
          {problem === 'too-large' ? (
            <Trans>This file is too large. Choose a photo under 20 MB.</Trans>
          ) : (
            <Trans>This file is not a photo. Choose an image file (JPEG or PNG).</Trans>
          )}
        </p>
      )}
    </section>
  );
}
