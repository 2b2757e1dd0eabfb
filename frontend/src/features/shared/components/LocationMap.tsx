import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { mapTileOf } from '../model/mapTile';
import './locationMap.css';

interface LocationMapProps {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The map image beside a location's map link (spec: info card, mapImage): the map tile around the point with a
 * marker on it, and the attribution its licence asks for. A tile that cannot be loaded (offline) leaves nothing.
 */
export function LocationMap({ latitude, longitude }: LocationMapProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (failed || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const tile = mapTileOf(latitude, longitude);
  return (
    <figure className="location-map">
      <div className="location-map__frame">
        <img
          src={tile.url}
          width={256}
          height={256}
          loading="lazy"
          alt={t`Map around the check location (${latitude}, ${longitude})`}
          onError={() => setFailed(true)}
        />
        <span className="location-map__marker" style={{ left: `${tile.leftPercent}%`, top: `${tile.topPercent}%` }} aria-hidden="true" />
      </div>
      <figcaption className="location-map__credit">
        <Trans>
          ©{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
            OpenStreetMap
          </a>{' '}
          contributors
        </Trans>
      </figcaption>
    </figure>
  );
}
