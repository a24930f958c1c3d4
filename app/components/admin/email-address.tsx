import { Fragment } from "react";

/**
 * An e-mail address that wraps only where a person would break it: after the @ and before a dot
 * (<wbr>), never in the middle of a word. `break-words` is the last resort for a single part wider than
 * its box (it does not widen table columns the way `break-all` or `anywhere` would shrink them).
 */
export function EmailAddress({ address, className = "" }: { address: string; className?: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className={`break-words ${className}`.trim()}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
