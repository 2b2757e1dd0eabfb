import { useEffect, useRef } from 'react';

/** A live video (a MediaStream), playing inline; muted for this side's own camera. */
export function VideoView({
  stream,
  label,
  className,
  muted = false,
}: {
  readonly stream: MediaStream | null;
  readonly label: string;
  readonly className?: string;
  readonly muted?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  // It plays from the effect above once its stream is attached (no autoplay attribute).
  return <video ref={video} className={className} aria-label={label} playsInline muted={muted} />;
}
