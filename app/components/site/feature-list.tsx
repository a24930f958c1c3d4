import type { LucideIcon } from "~/components/ui/lucide-sprite";

/** One point of a dark band's list: an icon, a short title and a sentence or two. */
export interface Feature {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const LOOKS = {
  /** Four centred cards with the icon in a ring (the home page's amenities). */
  centred: {
    list: "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    item: "rounded-xl border border-forest-700 bg-forest-800/60 p-6 text-center",
    icon: "h-7 w-7",
    ring: "mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-gold-500/15 text-gold-300",
    title: "mt-5 text-xl font-semibold",
    text: "mt-3 text-sm leading-relaxed text-forest-100",
  },
  /** Three wider cards, the icon on its own (the about page's philosophy). */
  plain: {
    list: "mt-12 grid gap-6 md:grid-cols-3",
    item: "rounded-xl border border-forest-700 bg-forest-800/60 p-7",
    icon: "h-8 w-8 text-gold-300",
    ring: undefined,
    title: "mt-4 text-2xl font-semibold",
    text: "mt-3 leading-relaxed text-forest-100",
  },
};

/** The cards of a dark band: one list markup for every page that shows such points. */
export function FeatureList({ features, look }: { features: Feature[]; look: keyof typeof LOOKS }) {
  const style = LOOKS[look];
  return (
    <ul className={style.list}>
      {features.map(({ title, text, Icon }) => {
        const icon = <Icon aria-hidden className={style.icon} />;
        return (
          <li key={title} className={style.item}>
            {style.ring ? <span className={style.ring}>{icon}</span> : icon}
            <h3 className={style.title}>{title}</h3>
            <p className={style.text}>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
