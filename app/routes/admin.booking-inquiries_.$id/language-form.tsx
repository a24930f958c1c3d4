import { Form } from "@remix-run/react";
import { IntentFields } from "~/components/admin/form-bits";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-form-status";
import { LANGUAGES, type Language } from "~/i18n/languages";

/** Each language as staff (who read the admin in English) name it. */
const LANGUAGE_IN_ENGLISH: Record<Language, string> = { en: "English", sw: "Swahili", de: "German" };

/**
 * The language the guest's e-mails are written in: the one they sent the request in, which staff can change (a guest
 * who wrote in German but asks for English by phone). A plain form: works without JavaScript.
 */
export function LanguageForm({ language }: { language: Language }) {
  const pending = useIsPending({ intent: "language" });
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
      <IntentFields intent="language" />
      <label htmlFor="guest-language" className="sr-only">
        Language of the guest&apos;s e-mails
      </label>
      <select id="guest-language" name="language" defaultValue={language} className={`${inputClass} w-auto py-1.5 text-sm`}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_IN_ENGLISH[l]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        Save language
      </Button>
    </Form>
  );
}
