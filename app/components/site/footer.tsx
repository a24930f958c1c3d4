import { Link } from "@remix-run/react";
import { Mail, MapPin, Phone } from "~/components/ui/lucide-sprite";
import type { BusinessSettings } from "~/schemas/settings";
import { useLocalePath, useStaffTextLang, useT, type MessageId } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { FacebookIcon, InstagramIcon, XIcon } from "./social-icons";

/** The spec's footer lists these four properties. */
export const FOOTER_PROPERTIES = [
  { slug: "alpine-retreat", name: "Alpine Retreat" },
  { slug: "lakeside-lodge", name: "Lakeside Lodge" },
  { slug: "forest-haven", name: "Forest Haven" },
  { slug: "riverside-cottage", name: "Riverside Cottage" },
] as const;

const QUICK_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: "/", label: "footer.home" },
  { to: "/about", label: "footer.aboutUs" },
  { to: "/contact", label: "footer.contactUs" },
  { to: "/", label: "footer.allProperties" },
  { to: "/experiences", label: "footer.experiences" },
];

const LEGAL_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: "/privacy", label: "footer.privacy" },
  { to: "/terms", label: "footer.terms" },
];

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const headingClass = "font-serif text-lg font-semibold text-gold-300";
const linkClass = "text-forest-100 transition-colors hover:text-white hover:underline underline-offset-4";

export interface FooterProperty {
  slug: string;
  name: string;
}

/**
 * The footer's 'Our Properties': the four spec properties while they are live, topped up with other
 * live properties when staff archived some (never a link to a page that answers 'Property Not Found').
 */
export function footerPropertiesFrom(live: FooterProperty[]): FooterProperty[] {
  const bySlug = new Map(live.map((p) => [p.slug, p]));
  const spec = FOOTER_PROPERTIES.map((p) => bySlug.get(p.slug)).filter((p): p is FooterProperty => Boolean(p));
  const others = live.filter((p) => !FOOTER_PROPERTIES.some((f) => f.slug === p.slug));
  return [...spec, ...others].slice(0, FOOTER_PROPERTIES.length).map(({ slug, name }) => ({ slug, name }));
}

export function SiteFooter({
  settings,
  year,
  properties,
  languages,
}: {
  settings: BusinessSettings;
  year: number;
  properties: FooterProperty[];
  languages: readonly Language[];
}) {
  const t = useT();
  const localePath = useLocalePath();
  const staffTextLang = useStaffTextLang();
  const socials = [
    { name: "Facebook", href: settings.facebookUrl, Icon: FacebookIcon },
    { name: "Instagram", href: settings.instagramUrl, Icon: InstagramIcon },
    { name: "X (Twitter)", href: settings.twitterUrl, Icon: XIcon },
  ].filter((s) => s.href);

  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8 lg:py-16">
        <div>
          <Link to={localePath("/")} className="inline-flex items-center gap-2.5 text-white">
            <BrandMark className="h-8 w-8 text-gold-300" />
            <span className="font-serif text-2xl font-semibold">{settings.businessName}</span>
          </Link>
          {/* Staff's tagline, as written (English on the other languages' pages). */}
          <p lang={staffTextLang} className="mt-4 max-w-xs text-sm leading-relaxed text-forest-200">
            {settings.tagline}
          </p>
          {socials.length ? (
            <ul className="mt-6 flex gap-3" aria-label={t("footer.socialMedia")}>
              {socials.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("footer.opensInNewTab", { name })}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-forest-700 text-forest-100 transition-colors hover:border-gold-400 hover:text-gold-300"
                  >
                    <Icon className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <FooterLinks
          id="footer-quick-links"
          title={t("footer.quickLinks")}
          links={QUICK_LINKS.map((l) => ({ to: localePath(l.to), label: t(l.label) }))}
        />
        <FooterLinks
          id="footer-properties"
          title={t("footer.ourProperties")}
          links={properties.map((p) => ({ to: localePath(`/properties/${p.slug}`), label: p.name }))}
        />

        <div>
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" />
              <address className="not-italic leading-relaxed">
                {settings.addressLine1}
                <br />
                {settings.addressLine2}
              </address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" />
              <a href={telHref(settings.phone)} className={linkClass}>
                {settings.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" />
              <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-forest-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-forest-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("footer.rights", { year, businessName: settings.businessName })}</p>
          <LanguageSwitcher languages={languages} />
          <ul className="flex gap-6">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={localePath(l.to)} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of footer links (a navigation landmark named by its title). */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={`${l.to} ${l.label}`}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
