import { distanceKm, type GeoPoint, isGeoPoint } from '@jobsite/domain/geo';
import { localStore } from '@/lib/client-state/web-storage';

import { SEARCH_PLACE_KEY, type SearchPlace } from './search-place-key';

export type { SearchPlace } from './search-place-key';

/** A browser position is kept to 2 decimals (about 1 km), as the list's form sends it. */
const roundCoordinate = (degrees: number) => Math.round(degrees * 100) / 100;

/** The place of a list's distance search: a municipality's point, or 現在地 rounded. */
export function searchPlaceOf(origin: {
  label: string | null;
  latitude: number;
  longitude: number;
}): SearchPlace {
  return origin.label
    ? { label: origin.label, lat: origin.latitude, lng: origin.longitude }
    : {
        label: '現在地',
        lat: roundCoordinate(origin.latitude),
        lng: roundCoordinate(origin.longitude),
      };
}

/** The stored place, or null when absent or not a place (an old or edited value). */
export function parseSearchPlace(text: string | null): SearchPlace | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { label, lat, lng } = value as Record<string, unknown>;
    if (typeof label !== 'string' || !label.trim() || label.length > 40) return null;
    if (typeof lat !== 'number' || typeof lng !== 'number') return null;
    if (!isGeoPoint({ latitude: lat, longitude: lng })) return null;
    return { label, lat, lng };
  } catch {
    return null;
  }
}

/** The place kept in this browser, or null (none, not a place, or storage blocked). */
export function storedSearchPlace(
  store: Pick<Storage, 'getItem'> | null = localStore(),
): SearchPlace | null {
  try {
    return parseSearchPlace(store?.getItem(SEARCH_PLACE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** 「大阪市北区から約12km」; under 1 km 「…から約1km未満」; whole kilometres otherwise. */
export function distanceText(place: SearchPlace, job: GeoPoint): string {
  const km = distanceKm({ latitude: place.lat, longitude: place.lng }, job);
  return `${place.label}から${km < 1 ? '約1km未満' : `約${Math.round(km)}km`}`;
}
