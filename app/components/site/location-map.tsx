import { ExternalLink, MapPin, MapPinned } from "~/components/ui/lucide-sprite";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { coordinatesOf, openStreetMapLink } from "~/lib/places";

function embedUrl(c: { lat: number; lon: number }): string {
  const bbox = [c.lon - 0.03, c.lat - 0.018, c.lon + 0.03, c.lat + 0.018].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${c.lat},${c.lon}`;
}

/** A drawn map of highland country (no network needed): hills, a river, roads and a pin. */
function IllustratedMap({ label }: { label: string }) {
  return (
    <div className="relative">
      <MapDrawing label={label} />
      {/* The place name is page text, not SVG text, so it stays readable however small the map is drawn. */}
      <span
        aria-hidden="true"
        className="absolute left-1/2 top-[64%] max-w-[80%] -translate-x-1/2 -translate-y-1/2 truncate rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-forest-900 shadow-sm ring-1 ring-forest-100"
      >
        {label}
      </span>
    </div>
  );
}

function MapDrawing({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 800 450" width={800} height={450} role="img" aria-label={`Illustrated map showing ${label}`} className="h-auto w-full">
      <rect width="800" height="450" fill="#eef3e8" />
      <g fill="none" stroke="#c9dbc4" strokeWidth="2">
        <path d="M-20 90c120-40 220 20 330-10s210-70 330-20 160 40 180 30" />
        <path d="M-20 140c130-30 240 30 350 0s200-60 320-10 150 30 170 20" />
        <path d="M-20 330c140-20 230 40 360 10s230-50 330-10 130 20 150 10" />
        <path d="M-20 380c150-20 250 30 370 5s220-40 320-5 120 15 150 5" />
      </g>
      <path d="M560 0c-30 80 40 120 10 190s-120 90-100 170 60 70 40 100" fill="none" stroke="#9cc3d8" strokeWidth="14" strokeLinecap="round" />
      <ellipse cx="150" cy="300" rx="95" ry="48" fill="#b9d6e4" />
      <g fill="#a9c9a4">
        <circle cx="90" cy="120" r="26" />
        <circle cx="130" cy="100" r="20" />
        <circle cx="640" cy="330" r="30" />
        <circle cx="690" cy="300" r="22" />
        <circle cx="300" cy="380" r="18" />
        <circle cx="700" cy="90" r="24" />
      </g>
      <g fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round">
        <path d="M0 230c160-10 260-60 400-20s260 40 400-10" />
        <path d="M330 0c20 90-30 150 70 210s40 160 10 240" />
      </g>
      <g fill="none" stroke="#e2c98f" strokeWidth="3" strokeLinecap="round">
        <path d="M0 230c160-10 260-60 400-20s260 40 400-10" />
        <path d="M330 0c20 90-30 150 70 210s40 160 10 240" />
      </g>
      <circle cx="400" cy="212" r="46" fill="#c08c36" opacity=".18" />
      <path d="M400 150c-22 0-40 17-40 39 0 30 40 63 40 63s40-33 40-63c0-22-18-39-40-39Z" fill="#224132" />
      <circle cx="400" cy="188" r="14" fill="#d0a54a" />
      <text x="770" y="435" textAnchor="end" fontFamily="Inter Variable, sans-serif" fontSize="12" fill="#33654b">
        N ↑
      </text>
    </svg>
  );
}

/**
 * The map of a place. It needs no internet: a drawn map card with a link to OpenStreetMap. When
 * the place is known and the visitor asks for it, the live OpenStreetMap embed is loaded (lazily,
 * only then), so nothing is fetched from a third party on page load.
 */
export function LocationMap({ query, label, title, className = "" }: { query: string; label: string; title?: string; className?: string }) {
  const [live, setLive] = useState(false);
  const coordinates = coordinatesOf(query);
  const mapTitle = title ?? `Map of ${label}`;

  return (
    <figure className={`overflow-hidden rounded-xl bg-white ring-1 ring-stone-200 ${className}`}>
      {live && coordinates ? (
        <iframe
          title={mapTitle}
          src={embedUrl(coordinates)}
          loading="lazy"
          width={800}
          height={450}
          className="aspect-video h-auto w-full border-0"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <IllustratedMap label={label} />
      )}
      <figcaption className="flex flex-col gap-3 border-t border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <span className="flex items-center gap-2 text-sm text-stone-700">
          <MapPin aria-hidden className="h-4 w-4 shrink-0 text-gold-700" />
          {query}
        </span>
        <span className="flex flex-wrap gap-2">
          {/* In the server's markup too (hidden without JavaScript by the <noscript> style), so nothing appears
              under the visitor's finger when the page's code arrives; a tap before that is replayed. */}
          {coordinates && !live ? (
            <button type="button" onClick={() => setLive(true)} className={buttonClass("outline", "sm", "js-only")}>
              <MapPinned aria-hidden className="h-4 w-4" /> Show interactive map
            </button>
          ) : null}
          <a href={openStreetMapLink(query)} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
            Open in OpenStreetMap <ExternalLink aria-hidden className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
