/** A link that opens the place in the visitor's maps app (or Google Maps on the web). */
export function mapsSearchUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * A maps-app link to a place: by its coordinates when the record gives both, else by its address,
 * else none.
 */
export function placeMapsUrl(place: {
  lat?: number;
  lng?: number;
  address?: string;
}): string | null {
  if (typeof place.lat === 'number' && typeof place.lng === 'number') {
    return mapsSearchUrl(place.lat, place.lng);
  }
  return place.address ? mapsAddressUrl(place.address) : null;
}

/** A maps-app link for an address when the coordinates are not known. */
export function mapsAddressUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
