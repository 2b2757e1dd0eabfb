import { MAP_TILE_ORIGIN, MAP_TILE_ZOOM } from '@fleetcheck/contracts/constants/ui';

/** The OpenStreetMap tile that holds a point, and where in it (in per cent from the top left) the point lies. */
export interface MapTile {
  readonly url: string;
  readonly leftPercent: number;
  readonly topPercent: number;
}

/** Web Mercator tile numbering (the slippy-map convention every OSM tile server uses). */
export function mapTileOf(latitude: number, longitude: number, zoom: number = MAP_TILE_ZOOM): MapTile {
  const tiles = 2 ** zoom;
  const x = ((longitude + 180) / 360) * tiles;
  const lat = (latitude * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * tiles;
  const column = Math.floor(x);
  const row = Math.floor(y);
  return {
    url: `${MAP_TILE_ORIGIN}/${zoom}/${column}/${row}.png`,
    leftPercent: (x - column) * 100,
    topPercent: (y - row) * 100,
  };
}
