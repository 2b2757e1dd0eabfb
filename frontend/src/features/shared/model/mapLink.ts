/** The spec's maps link: an external map search for the test's location (an address or "lat,lng"). */
export function mapSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
