import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A key that changes after this page's form was submitted successfully: the action redirected
 * (Post/Redirect/Get), so the navigation ends without action data. Keying the form on it resets
 * every field to its default. (Keying on the location would also reset it on in-page anchor links.)
 */
export function useResetKeyAfterSuccess(actionData: unknown): number {
  const navigation = useNavigation();
  const [key, setKey] = useState(0);
  const submitting = useRef(false);

  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST") {
      submitting.current = true;
    } else if (navigation.state === "idle" && submitting.current) {
      submitting.current = false;
      if (actionData === undefined) setKey((k) => k + 1);
    }
  }, [navigation.state, navigation.formMethod, actionData]);

  return key;
}
