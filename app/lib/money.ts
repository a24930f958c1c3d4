const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** An amount with thousands separators, e.g. 12500 -> "12,500" (the admin tables' Price (Ksh) column). */
export function formatAmount(amount: number): string {
  return thousands.format(amount);
}

/** An activity's price as guests read it: "Ksh 2,500", or "Free" when it has none. */
export function formatKshOrFree(price: number | null): string {
  return price ? `Ksh ${formatAmount(price)}` : "Free";
}

/** A nightly rate or a stay's total as the public site shows it: "$12,500". */
export function formatDollars(amount: number): string {
  return `$${formatAmount(amount)}`;
}
