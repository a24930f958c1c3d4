import type { ReactNode } from "react";

/** A centred section heading: gold eyebrow, serif title, optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  align = "center",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "left";
}) {
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
