import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { parseStoredImagePath } from '@fleetcheck/contracts';
import { useServices } from '../../session/ServicesContext';

/** Widths the image proxy renders for icons and avatars (spec section 7). */
export type IconWidth = 16 | 32 | 48 | 64 | 96 | 128 | 256 | 384;

/** The image proxy's URL of a stored image at `width` pixels (quality: the proxy's default 75). */
export const imageProxyUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}`;

interface StoredImageProps {
  /** The stored image's path (POST /upload's answer); anything else shows the fallback. */
  readonly src: string | null | undefined;
  readonly width: IconWidth;
  readonly alt: string;
  readonly className?: string;
  /** Shown when there is no image or it cannot be loaded: the default image. */
  readonly fallback: ReactNode;
}

/**
 * A stored photo through the image proxy. Photos are private to their company, so the bytes are fetched with
 * the session (an <img> alone cannot send it) and shown from an object URL; a failure shows the fallback.
 */
export function StoredImage({ src, width, alt, className, fallback }: StoredImageProps) {
  const { api } = useServices();
  const stored = src ? parseStoredImagePath(src) !== undefined : false;
  const image = useQuery({
    queryKey: ['stored-image', src, width],
    queryFn: () => api.fetchBlob(imageProxyUrl(src!, width)),
    enabled: stored,
    staleTime: Infinity,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string>();
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!image.data) return undefined;
    const url = URL.createObjectURL(image.data);
    setObjectUrl(url);
    setBroken(false);
    return () => URL.revokeObjectURL(url);
  }, [image.data]);
  if (!stored || image.isError || broken || !objectUrl) return <>{fallback}</>;
  return <img src={objectUrl} alt={alt} width={width} height={width} className={className} onError={() => setBroken(true)} />;
}
