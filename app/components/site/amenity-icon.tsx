import {
  Anchor,
  Armchair,
  Bath,
  BedDouble,
  Bike,
  ChefHat,
  Flame,
  FlameKindling,
  Footprints,
  Mountain,
  Sailboat,
  Sparkles,
  ThermometerSun,
  Waves,
  Wifi,
  type LucideIcon,
} from "~/components/ui/lucide-sprite";
import { useLanguage, useT, type MessageId, type Translate } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import type { StaffText } from "~/i18n/staff-text";

/**
 * The amenities the site knows, by their English name in lower case: the icon on the cards and tabs, and the name
 * the Swahili and German pages show (the seed's amenities, app/db/seed-data.ts). Any other name staff type gets the
 * default icon and is shown as written, marked English.
 */
const KNOWN_AMENITIES: Record<string, { Icon: LucideIcon; id: MessageId }> = {
  "hot tub": { Icon: Bath, id: "amenity.hotTub" },
  fireplace: { Icon: Flame, id: "amenity.fireplace" },
  wifi: { Icon: Wifi, id: "amenity.wifi" },
  "full kitchen": { Icon: ChefHat, id: "amenity.fullKitchen" },
  "mountain views": { Icon: Mountain, id: "amenity.mountainViews" },
  "lake access": { Icon: Sailboat, id: "amenity.lakeAccess" },
  "hiking trails": { Icon: Footprints, id: "amenity.hikingTrails" },
  "boat dock": { Icon: Anchor, id: "amenity.boatDock" },
  sauna: { Icon: ThermometerSun, id: "amenity.sauna" },
  "fire pit": { Icon: FlameKindling, id: "amenity.firePit" },
  waterfront: { Icon: Waves, id: "amenity.waterfront" },
  deck: { Icon: Armchair, id: "amenity.deck" },
  "biking trails": { Icon: Bike, id: "amenity.bikingTrails" },
  bedrooms: { Icon: BedDouble, id: "amenity.bedrooms" },
  "private chef": { Icon: Sparkles, id: "amenity.privateChef" },
};

const known = (name: string) => KNOWN_AMENITIES[name.trim().toLowerCase()];

/** The icon for an amenity name (case-insensitive); any other name gets the default icon. */
export function amenityIcon(name: string): LucideIcon {
  return known(name)?.Icon ?? Sparkles;
}

export function AmenityIcon({ name, className = "h-4 w-4" }: { name: string; className?: string }) {
  const Icon = amenityIcon(name);
  return <Icon aria-hidden className={className} />;
}

/**
 * An amenity's name as a page in `language` shows it: as staff wrote it on English pages; in the page's language
 * when the site knows it (case-insensitive); else as written, marked English.
 */
export function amenityName(name: string, language: Language, t: Translate): StaffText {
  if (language === DEFAULT_LANGUAGE) return { text: name };
  const id = known(name)?.id;
  return id ? { text: t(id) } : { text: name, lang: "en" };
}

/** An amenity's name in the page's language (amenityName). */
export function AmenityName({ name }: { name: string }) {
  const { text, lang } = amenityName(name, useLanguage(), useT());
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
