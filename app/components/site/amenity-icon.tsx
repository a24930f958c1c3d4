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

/** The fourteen amenities with a dedicated icon on the property cards. */
const AMENITY_ICONS: Record<string, LucideIcon> = {
  "hot tub": Bath,
  fireplace: Flame,
  wifi: Wifi,
  "full kitchen": ChefHat,
  "mountain views": Mountain,
  "lake access": Sailboat,
  "hiking trails": Footprints,
  "boat dock": Anchor,
  sauna: ThermometerSun,
  "fire pit": FlameKindling,
  waterfront: Waves,
  deck: Armchair,
  "biking trails": Bike,
  bedrooms: BedDouble,
};

/** The icon for an amenity name (case-insensitive); any other name gets the default icon. */
export function amenityIcon(name: string): LucideIcon {
  return AMENITY_ICONS[name.trim().toLowerCase()] ?? Sparkles;
}

export function AmenityIcon({ name, className = "h-4 w-4" }: { name: string; className?: string }) {
  const Icon = amenityIcon(name);
  return <Icon aria-hidden className={className} />;
}
