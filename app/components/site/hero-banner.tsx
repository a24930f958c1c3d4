import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { ResponsiveImg } from "./responsive-image";

export type HeroHeight = "full" | "large" | "medium" | "small";

const HEIGHTS: Record<HeroHeight, string> = {
  full: "min-h-screen",
  large: "min-h-[80vh]",
  medium: "min-h-[60vh]",
  small: "min-h-[40vh]",
};

export interface HeroBannerProps {
  backgroundImage: string;
  /** Describes the background picture; the title carries the meaning. */
  imageAlt?: string;
  title: string;
  subtitle?: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  primaryCtaText?: string;
  primaryCtaLink?: string;
  secondaryCtaText?: string;
  secondaryCtaLink?: string;
  overlay?: boolean;
  height?: HeroHeight;
  children?: ReactNode;
}

/** A call-to-action link: in-page anchors stay plain links, paths go through the router. */
export function CtaLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return to.startsWith("#") ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** Reusable hero: background image, title, optional subtitle and calls to action (default link /). */
export function HeroBanner({
  backgroundImage,
  imageAlt = "",
  title,
  subtitle,
  eyebrow,
  primaryCtaText,
  primaryCtaLink = "/",
  secondaryCtaText,
  secondaryCtaLink = "/",
  overlay = true,
  height = "large",
  children,
}: HeroBannerProps) {
  return (
    <section className={`relative isolate flex items-center overflow-hidden bg-forest-950 ${HEIGHTS[height]}`} data-height={height}>
      <ResponsiveImg
        src={backgroundImage}
        sizes="100vw"
        alt={imageAlt}
        width={1600}
        height={1000}
        // The one image at the top of every page: fetched first, since the first paint shows it. React 18 knows no fetchPriority
        // prop, so the attribute is written in lowercase, which it passes through.
        {...HIGH_PRIORITY}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {overlay ? (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-950/80 via-forest-950/55 to-forest-950/75"
          data-testid="hero-overlay"
        />
      ) : null}
      <div className="mx-auto w-full max-w-7xl px-4 pb-14 pt-28 text-center sm:px-6 md:pt-32 lg:px-8">
        {eyebrow ? <p className="mb-4 text-xs font-semibold uppercase tracking-[0.3em] text-gold-200 sm:text-sm">{eyebrow}</p> : null}
        <h1 className="mx-auto max-w-4xl text-balance text-4xl font-semibold leading-tight text-white drop-shadow-sm sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {subtitle ? <div className="mx-auto mt-5 max-w-2xl text-pretty text-base leading-relaxed text-cream/95 sm:text-lg">{subtitle}</div> : null}
        {children}
        {primaryCtaText || secondaryCtaText ? (
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
            {primaryCtaText ? (
              <CtaLink to={primaryCtaLink} className={buttonClass("gold", "lg", "w-full min-w-[12rem] sm:w-auto")}>
                {primaryCtaText}
              </CtaLink>
            ) : null}
            {secondaryCtaText ? (
              <CtaLink to={secondaryCtaLink} className={buttonClass("light", "lg", "w-full min-w-[12rem] sm:w-auto")}>
                {secondaryCtaText}
              </CtaLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
