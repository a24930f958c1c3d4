// Where the properties are, without a geocoding service: the property page's structured data and the
// location map read it (kept apart from the map component so a page can use it without the map's code).

/** Places our properties are in, so the map can be centred without a geocoding service. */
const PLACES: Record<string, { lat: number; lon: number }> = {
  tigoni: { lat: -1.1497, lon: 36.678 },
  limuru: { lat: -1.1136, lon: 36.6424 },
  kiambu: { lat: -1.1714, lon: 36.8356 },
  nairobi: { lat: -1.2864, lon: 36.8172 },
  naivasha: { lat: -0.7167, lon: 36.4333 },
  nanyuki: { lat: 0.0167, lon: 37.0667 },
};

export function coordinatesOf(location: string): { lat: number; lon: number } | null {
  const place = location.split(",")[0]?.trim().toLowerCase() ?? "";
  return PLACES[place] ?? null;
}

export function openStreetMapLink(query: string): string {
  const c = coordinatesOf(query);
  return c
    ? `https://www.openstreetmap.org/?mlat=${c.lat}&mlon=${c.lon}#map=13/${c.lat}/${c.lon}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
