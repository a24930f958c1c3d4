import type { ReactNode } from "react";

interface HeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "left";
}

/** A centred section heading: gold eyebrow, serif title, optional intro. */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light", align = "center" }: HeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={`${align === "center" ? "mx-auto text-center" : ""} max-w-2xl`}>
      {eyebrow ? <p className={`text-xs font-semibold uppercase tracking-[0.25em] ${dark ? "text-gold-300" : "text-gold-700"}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-3 text-3xl font-semibold sm:text-4xl ${dark ? "text-white" : "text-forest-900"}`}>
        {title}
      </h2>
      <div aria-hidden className={`mt-4 h-px w-16 bg-gold-500 ${align === "center" ? "mx-auto" : ""}`} />
      {intro ? <p className={`mt-5 text-base leading-relaxed sm:text-lg ${dark ? "text-forest-100" : "text-stone-700"}`}>{intro}</p> : null}
    </div>
  );
}

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The page-wide bands sections sit on; a dark band also turns its heading light. */
const BANDS = {
  plain: "py-16 sm:py-24",
  white: "bg-white py-16 sm:py-24",
  cream: "bg-cream py-16 sm:py-24",
  dark: "bg-forest-900 py-16 text-white sm:py-24",
} as const;

/** A page section named by its heading: its band, the page-wide container, the heading, then the section's content. */
export function TitledSection({
  id,
  band,
  containerClassName,
  anchor,
  busy,
  children,
  ...heading
}: Omit<HeadingProps, "id" | "align" | "tone"> & {
  /** The heading's id, which also names the section. */
  id: string;
  band: keyof typeof BANDS;
  containerClassName?: string;
  /** The section's own id, for links to it (e.g. "#properties"). */
  anchor?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={BANDS[band]} aria-busy={busy || undefined}>
      <Container className={containerClassName}>
        <SectionHeading id={id} tone={band === "dark" ? "dark" : "light"} {...heading} />
        {children}
      </Container>
    </section>
  );
}

/** A point beside a round icon: a small title and what it says (the booking perks, the contact details). */
export function IconPoint({
  as: Tag = "div",
  icon,
  title,
  className = "",
  children,
}: {
  as?: "div" | "li";
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={`flex gap-4 ${className}`}>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-800 text-gold-300">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold text-forest-900">{title}</h3>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </Tag>
  );
}
