import type { DefaultValue, FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Plus, Trash2 } from "~/components/ui/lucide-sprite";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";

/**
 * A form's list of rows (a property's seasons, the Settings' stay discounts and taxes), each a numbered fieldset
 * with its fields and a Remove button, then the Add button. They are Conform list buttons: with JavaScript they
 * change the rows at once; without it the server sends the whole form back with the row added or removed (what
 * was typed elsewhere kept) and nothing saved.
 */
export function RowList<Value extends Record<string, unknown>, Row extends Record<string, string>>({
  form,
  list,
  label,
  legend,
  empty,
  blank,
  addText,
  inline = false,
  children,
}: {
  form: FormMetadata<Value, string[]>;
  list: FieldMetadata<Row[], Value, string[]>;
  label: string;
  /** One row's legend without its number: "Tax" gives "Tax 1", "Tax 2". */
  legend: string;
  empty: string;
  blank: DefaultValue<Row>;
  addText: string;
  /** Two short fields and Remove side by side on wide screens; else the fields' own grid, then Remove. */
  inline?: boolean;
  /** One row's fields, from the row's metadata (`row.getFieldset()`). */
  children: (row: FieldMetadata<Row, Value, string[]>) => ReactNode;
}) {
  const rows = list.getFieldList();
  return (
    <>
      <FieldError id={list.errorId} errors={list.errors} />
      {rows.length ? (
        <ol className="space-y-4" aria-label={label}>
          {rows.map((row, index) => {
            const name = `${legend} ${index + 1}`;
            const remove = (
              <Button
                {...form.remove.getButtonProps({ name: list.name, index })}
                type="submit"
                size="sm"
                variant="outline"
                className={`!border-red-700 !text-red-800 hover:!bg-red-50 ${inline ? "sm:mt-8" : ""}`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                Remove<span className="sr-only"> {name.toLowerCase()}</span>
              </Button>
            );
            return (
              <li key={row.key ?? String(index)}>
                <fieldset className="rounded-lg border border-stone-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-forest-900">{name}</legend>
                  {inline ? (
                    <div className="grid gap-x-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                      {children(row)}
                      {remove}
                    </div>
                  ) : (
                    <>
                      {children(row)}
                      {remove}
                    </>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      )}
      <Button {...form.insert.getButtonProps({ name: list.name, defaultValue: blank })} type="submit" variant="outline" className="mt-4">
        <Plus aria-hidden className="h-4 w-4" />
        {addText}
      </Button>
    </>
  );
}
