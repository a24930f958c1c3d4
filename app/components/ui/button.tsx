import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import type { LucideIcon } from "~/components/ui/lucide-sprite";

export type ButtonVariant = "primary" | "gold" | "outline" | "ghost" | "danger" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-forest-800 text-white hover:bg-forest-700 disabled:bg-forest-800/60",
  gold: "bg-gold-500 text-forest-950 hover:bg-gold-400 disabled:bg-gold-500/60",
  outline: "border border-forest-800 text-forest-900 hover:bg-forest-50",
  ghost: "text-forest-900 hover:bg-forest-50",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
  light: "border border-white/80 text-white hover:bg-white/10",
};
const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
};

/** Class names for a button-looking element (also used on links). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant = "primary", size = "md", className = "", type = "button", ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...rest} />;
});

/** A form's submit button with its icon; while the form is sending it is disabled and says what it is doing ("Saving..."). */
export function SubmitButton({
  icon: Icon,
  pending,
  busy,
  children,
  ...rest
}: Omit<Props, "type" | "disabled"> & { icon: LucideIcon; pending: boolean; busy: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} {...rest}>
      <Icon aria-hidden className="h-4 w-4" />
      {pending ? busy : children}
    </Button>
  );
}

/** A form's submit button on a row of its own below the fields (`end`: at the right). */
export function SubmitRow({
  end = false,
  label,
  ...button
}: Omit<Parameters<typeof SubmitButton>[0], "children"> & { end?: boolean; label: string }) {
  return (
    <div className={end ? "flex justify-end pt-2" : "pt-2"}>
      <SubmitButton {...button}>{label}</SubmitButton>
    </div>
  );
}
