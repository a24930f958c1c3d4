import { Link, useLocation } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";

/** Previous / next links that keep the other query parameters (filters). */
export function Pagination({ page, pageSize, total, label }: { page: number; pageSize: number; total: number; label: string }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const s = params.toString();
    return `${location.pathname}${s ? `?${s}` : ""}`;
  };
  // Greyed but still readable (axe color-contrast): no opacity on the text.
  const disabled = "pointer-events-none !border-stone-300 !text-stone-600";
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass("outline", "sm")} rel="prev">
          <ChevronLeft aria-hidden className="h-4 w-4" />
          Previous
        </Link>
      ) : (
        <span className={`${buttonClass("outline", "sm")} ${disabled}`} aria-hidden>
          <ChevronLeft className="h-4 w-4" />
          Previous
        </span>
      )}
      <p className="text-sm text-stone-600">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass("outline", "sm")} rel="next">
          Next
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <span className={`${buttonClass("outline", "sm")} ${disabled}`} aria-hidden>
          Next
          <ChevronRight className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
