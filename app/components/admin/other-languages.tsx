import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { TextareaField } from "~/components/ui/field";

export interface TranslationField {
  meta: FieldMetadata<unknown>;
  label: string;
  /** The language the text is written in, for spell checkers and screen readers. */
  lang: "sw" | "de";
  rows?: number;
}

/**
 * "Other languages (optional)": staff's Swahili and German texts of a record, in a native <details> (folds and
 * unfolds without JavaScript). Open when any of them has a text or an error, so nothing given or refused is hidden;
 * an error found while it is folded unfolds it.
 */
export function OtherLanguages({ fields }: { fields: TranslationField[] }) {
  const given = fields.some((f) => f.meta.initialValue);
  const refused = fields.some((f) => f.meta.errors?.length);
  const [open, setOpen] = useState(given || refused);
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mb-4 rounded-lg border border-stone-200 px-4 py-2 sm:col-span-2"
    >
      <summary className="cursor-pointer py-1 text-sm font-medium text-stone-800">Other languages (optional)</summary>
      <p className="mb-3 mt-1 text-xs text-stone-600">
        Shown on the Swahili and German pages. Left empty, those pages show the English text. Names stay as written.
      </p>
      {fields.map(({ meta, label, lang, rows = 3 }) => (
        <TextareaField key={meta.name} meta={meta} label={label} lang={lang} rows={rows} />
      ))}
    </details>
  );
}
