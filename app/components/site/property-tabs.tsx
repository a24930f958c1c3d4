import { Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { AmenityIcon, AmenityName } from "./amenity-icon";
import { deferredComponent } from "./deferred";
import { useT } from "~/i18n/i18n";
import type { StaffText } from "~/i18n/staff-text";

// The map's code is fetched when the Location tab is first opened: until then its (hidden) panel keeps the server's map.
const Map = deferredComponent("LocationMap", () => import("./location-map").then((m) => m.LocationMap));

interface PropertyTabsProps {
  name: string;
  /** Staff's description in the page's language, or their English one (marked). */
  description: StaffText;
  amenities: string[];
  location: string;
  /** The long-stay offer from the Settings (longStayOffer), or null for none. */
  longStay?: string | null;
}

function Description({ text: { text, lang }, longStay }: { text: StaffText; longStay?: string | null }) {
  const t = useT();
  return (
    <div className="space-y-4 text-base leading-relaxed text-stone-700">
      <div lang={lang} className="space-y-4">
        {text
          .split(/\n\s*\n/)
          .filter(Boolean)
          .map((para, i) => (
            <p key={i}>{para}</p>
          ))}
      </div>
      {longStay ? (
        <p className="rounded-lg border-l-4 border-gold-500 bg-gold-50 px-4 py-3 text-sm text-stone-800">
          {t("tabs.longerEscape", { offer: longStay })}
        </p>
      ) : null}
    </div>
  );
}

function Amenities({ amenities }: { amenities: string[] }) {
  const t = useT();
  if (!amenities.length) return <p className="text-stone-700">{t("tabs.askAmenities")}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {amenities.map((a) => (
        <li key={a} className="flex items-center gap-3 rounded-lg bg-forest-50 px-4 py-3 text-stone-800">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-forest-700 shadow-sm">
            <AmenityIcon name={a} className="h-5 w-5" />
          </span>
          <AmenityName name={a} />
        </li>
      ))}
    </ul>
  );
}

function Location({ name, location }: { name: string; location: string }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{t("tabs.locationText", { name, location })}</p>
      <Suspense fallback={<div className="aspect-video w-full animate-pulse rounded-xl bg-forest-50" aria-hidden />}>
        <Map.Component query={location} label={location} title={t("tabs.mapOf", { name, location })} />
      </Suspense>
    </div>
  );
}

const tabClass =
  "cursor-pointer whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold outline-none transition-colors sm:px-6 sm:text-base data-[selected]:border-gold-600 data-[selected]:text-forest-900 border-transparent text-stone-600 hover:text-forest-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-500 data-[focus-visible]:ring-inset";

/**
 * Description / Amenities / Location: accessible tabs (arrow keys between tabs), the same markup before and after the
 * page hydrates, so a first touch (which fetches the page's code, app/lib/hydrate-on-intent.ts) changes nothing under
 * the visitor's finger: a tab tapped before the code arrived is selected once it has (the click is replayed). Every
 * panel's content is in the page; without JavaScript the <noscript> style of chrome.tsx shows all three, each under
 * its heading, with links to them instead of the tab row.
 */
export function PropertyTabs({ name, description, amenities, location, longStay }: PropertyTabsProps) {
  const t = useT();
  // The same element while the place is the same: a page update (the answer to the booking form) then leaves the map's
  // boundary alone. Given new props while its code has not been asked for, React would hold the whole update (it
  // runs in a transition) until that code came, which is never if the Location tab is not opened.
  const locationPanel = useMemo(() => <Location name={name} location={location} />, [name, location]);
  const panels: { id: string; label: string; content: ReactNode }[] = [
    { id: "description", label: t("tabs.description"), content: <Description text={description} longStay={longStay} /> },
    { id: "amenities", label: t("tabs.amenities"), content: <Amenities amenities={amenities} /> },
    { id: "location", label: t("tabs.location"), content: locationPanel },
  ];
  return <Tabs panels={panels} />;
}

/**
 * WAI-ARIA tabs with automatic activation: ←/→ (wrapping), Home and End move between tabs, one tab stop.
 * Written out here (a few lines) rather than react-aria's Tabs so the property page ships no tab library.
 */
function Tabs({ panels }: { panels: { id: string; label: string; content: ReactNode }[] }) {
  const [selected, setSelected] = useState(panels[0]?.id);
  const [focusVisible, setFocusVisible] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Once the page has hydrated, the map's code (1.7 KB) is fetched too: a page update (the booking form's answer, in a
  // transition) that reached its boundary while that code had not been asked for would wait for it.
  useEffect(() => Map.load(), []);
  const select = (id: string) => {
    // The map's code is fetched when the Location tab is first opened; until then its panel keeps the server's map.
    if (id === "location") Map.load();
    setSelected(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = panels.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    select(panels[next].id);
    setFocusVisible(true);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      {/* Without JavaScript only: links to the sections, in the tab row's place. */}
      <nav aria-label="Property details" className="no-js-only">
        <div className="flex overflow-x-auto border-b border-stone-200">
          {panels.map((p) => (
            <a key={p.id} href={`#tabpanel-${p.id}`} className={tabClass}>
              {p.label}
            </a>
          ))}
        </div>
      </nav>
      <div role="tablist" aria-label="Property details" className="js-only flex overflow-x-auto border-b border-stone-200">
        {panels.map((p, index) => {
          const isSelected = p.id === selected;
          return (
            <button
              key={p.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${p.id}`}
              aria-selected={isSelected}
              aria-controls={`tabpanel-${p.id}`}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              data-focus-visible={(isSelected && focusVisible) || undefined}
              onClick={() => {
                select(p.id);
                setFocusVisible(false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={() => setFocusVisible(false)}
              className={tabClass}
            >
              {p.label}
            </button>
          );
        })}
      </div>
      {panels.map((p) => (
        <div
          key={p.id}
          role="tabpanel"
          id={`tabpanel-${p.id}`}
          aria-labelledby={`tab-${p.id}`}
          tabIndex={0}
          hidden={p.id !== selected}
          className="pt-6 outline-none focus-visible:ring-2 focus-visible:ring-gold-500"
        >
          <h3 className="no-js-only mb-4 text-xl font-semibold text-forest-900">{p.label}</h3>
          {p.content}
        </div>
      ))}
    </div>
  );
}
