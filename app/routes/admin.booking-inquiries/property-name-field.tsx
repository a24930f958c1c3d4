import { useEffect, useRef, useState } from "react";
import { filterInputProps } from "~/components/admin/list-filters";
import { formConstraint } from "~/lib/forms";
import { inquiryListQuerySchema } from "~/schemas/admin-list-query";

const QUERY_CONSTRAINT = formConstraint(inquiryListQuerySchema);

/**
 * The property filter once there are too many properties to list: a name (or part of one) in a text
 * field, which works without JavaScript. With JavaScript it suggests matching properties as staff type
 * (the browser's own list, from the admin properties JSON), and picking one applies the filter at once.
 */
export function PropertyNameField({
  defaultValue,
  keepId,
  error,
  onPick,
}: {
  defaultValue: string;
  keepId?: number;
  error?: string;
  onPick: (form: HTMLFormElement | null) => void;
}) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const pending = useRef<AbortController>();
  useEffect(() => () => pending.current?.abort(), []);
  const suggest = (text: string) => {
    pending.current?.abort();
    const trimmed = text.trim();
    if (!trimmed) return setSuggestions([]);
    const controller = new AbortController();
    pending.current = controller;
    fetch(`/api/v1/admin/properties?limit=8&q=${encodeURIComponent(trimmed)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ name: string }[]>) : []))
      .then((found) => setSuggestions([...new Set(found.map((p) => p.name))]))
      .catch(() => undefined);
  };
  return (
    <>
      {keepId ? <input type="hidden" name="propertyId" value={keepId} /> : null}
      <input
        type="search"
        name="property"
        defaultValue={defaultValue}
        key={`property-${defaultValue}`}
        placeholder="Property name"
        list="property-suggestions"
        autoComplete="off"
        maxLength={QUERY_CONSTRAINT.property?.maxLength}
        onInput={(e) => {
          // Picking from the browser's suggestion list replaces the whole text: apply it at once
          // (typed text waits for Enter or Apply, so a name that starts another is not applied early).
          if ((e.nativeEvent as InputEvent).inputType === "insertReplacementText") onPick(e.currentTarget.form);
          else suggest(e.currentTarget.value);
        }}
        {...filterInputProps("property-filter", error)}
      />
      <datalist id="property-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
