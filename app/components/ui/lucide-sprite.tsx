// The public site's icons as one SVG sprite, to keep the first paint light. Public pages import their icons from
// here instead of "lucide-react": each renders as `<svg><use href="/icons.svg?v=…#Name"/></svg>`
// (a few bytes of HTML and no per-icon JavaScript, instead of an inline copy of every path: 64 of them
// on the home page). Same names and props as lucide's components. The sprite is public/icons.svg,
// written by `node scripts/build-icons.mjs` from the list below (npm run build runs it first). The admin
// area draws from it too.
//
// Another icon: add a line below and run `node scripts/build-icons.mjs`.
import { forwardRef, type ForwardRefExoticComponent, type RefAttributes, type SVGProps } from "react";
import { ICON_SPRITE_URL as spriteUrl } from "./icon-sprite-url";

export type SpriteIconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  color?: string;
};

/** An icon component of this sprite (the counterpart of lucide's `LucideIcon`). */
export type LucideIcon = ForwardRefExoticComponent<SpriteIconProps & RefAttributes<SVGSVGElement>>;

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/** A lucide icon drawn from the sprite, with lucide's defaults (24 px, 2 px round strokes, currentColor, aria-hidden unless labelled). */
function spriteIcon(name: string): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    { size = 24, strokeWidth, absoluteStrokeWidth: _absolute, color, className, style, children, ...rest },
    ref,
  ) {
    // fill: none, stroke: currentColor, 2 px round strokes come from one CSS rule (app/tailwind.css,
    // `:where(svg.lucide)`); only a different colour or width is written on the icon.
    const overrides = color !== undefined || strokeWidth !== undefined ? { stroke: color, strokeWidth, ...style } : style;
    return (
      <svg
        ref={ref}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        style={overrides}
        className={className ? `lucide ${className}` : "lucide"}
        aria-hidden={children || hasA11yProp(rest) ? undefined : true}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
        {children}
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
}

export const Mail = spriteIcon("Mail");
export const MapPin = spriteIcon("MapPin");
export const Phone = spriteIcon("Phone");
export const Ban = spriteIcon("Ban");
export const CalendarClock = spriteIcon("CalendarClock");
export const CalendarX2 = spriteIcon("CalendarX2");
export const Clock = spriteIcon("Clock");
export const PartyPopper = spriteIcon("PartyPopper");
export const PawPrint = spriteIcon("PawPrint");
export const LoaderCircle = spriteIcon("LoaderCircle");
export const Bath = spriteIcon("Bath");
export const BedDouble = spriteIcon("BedDouble");
export const Users = spriteIcon("Users");
export const Menu = spriteIcon("Menu");
export const X = spriteIcon("X");
export const EyeOff = spriteIcon("EyeOff");
export const Send = spriteIcon("Send");
export const Expand = spriteIcon("Expand");
export const Anchor = spriteIcon("Anchor");
export const Armchair = spriteIcon("Armchair");
export const Bike = spriteIcon("Bike");
export const ChefHat = spriteIcon("ChefHat");
export const Flame = spriteIcon("Flame");
export const FlameKindling = spriteIcon("FlameKindling");
export const Footprints = spriteIcon("Footprints");
export const Mountain = spriteIcon("Mountain");
export const Sailboat = spriteIcon("Sailboat");
export const Sparkles = spriteIcon("Sparkles");
export const ThermometerSun = spriteIcon("ThermometerSun");
export const Waves = spriteIcon("Waves");
export const Wifi = spriteIcon("Wifi");
export const ExternalLink = spriteIcon("ExternalLink");
export const MapPinned = spriteIcon("MapPinned");
export const ArrowRight = spriteIcon("ArrowRight");
export const ChevronDown = spriteIcon("ChevronDown");
export const Quote = spriteIcon("Quote");
export const Star = spriteIcon("Star");
export const BadgeCheck = spriteIcon("BadgeCheck");
export const MessageSquareQuote = spriteIcon("MessageSquareQuote");
export const ArrowLeft = spriteIcon("ArrowLeft");
export const Compass = spriteIcon("Compass");
export const Home = spriteIcon("Home");
export const CalendarCheck = spriteIcon("CalendarCheck");
export const Gem = spriteIcon("Gem");
export const HeartHandshake = spriteIcon("HeartHandshake");
export const Percent = spriteIcon("Percent");
export const Leaf = spriteIcon("Leaf");
export const SearchX = spriteIcon("SearchX");
export const CheckCircle2 = spriteIcon("CheckCircle2");
export const XCircle = spriteIcon("XCircle");
export const Info = spriteIcon("Info");
export const CalendarDays = spriteIcon("CalendarDays");
export const ChevronLeft = spriteIcon("ChevronLeft");
export const ChevronRight = spriteIcon("ChevronRight");
export const Banknote = spriteIcon("Banknote");
export const ChartColumn = spriteIcon("ChartColumn");
export const CreditCard = spriteIcon("CreditCard");
export const Smartphone = spriteIcon("Smartphone");
export const Search = spriteIcon("Search");

// The admin area (81 inline icons were a third of the inquiry list's HTML).
export const ShieldAlert = spriteIcon("ShieldAlert");
export const TriangleAlert = spriteIcon("TriangleAlert");
export const ArrowDown = spriteIcon("ArrowDown");
export const ArrowUp = spriteIcon("ArrowUp");
export const GripVertical = spriteIcon("GripVertical");
export const Trash2 = spriteIcon("Trash2");
export const Download = spriteIcon("Download");
export const LayoutDashboard = spriteIcon("LayoutDashboard");
export const Loader2 = spriteIcon("Loader2");
export const LogOut = spriteIcon("LogOut");
export const ScrollText = spriteIcon("ScrollText");
export const Settings = spriteIcon("Settings");
export const UserCircle = spriteIcon("UserCircle");
export const ArchiveRestore = spriteIcon("ArchiveRestore");
export const LockKeyhole = spriteIcon("LockKeyhole");
export const Archive = spriteIcon("Archive");
export const Check = spriteIcon("Check");
export const Pencil = spriteIcon("Pencil");
export const Plus = spriteIcon("Plus");
export const KeyRound = spriteIcon("KeyRound");
export const CheckCheck = spriteIcon("CheckCheck");
export const RotateCcw = spriteIcon("RotateCcw");
export const CalendarPlus = spriteIcon("CalendarPlus");
export const Link2 = spriteIcon("Link2");
export const RefreshCw = spriteIcon("RefreshCw");
export const UserPlus = spriteIcon("UserPlus");
export const RotateCw = spriteIcon("RotateCw");
export const StickyNote = spriteIcon("StickyNote");
export const Save = spriteIcon("Save");
