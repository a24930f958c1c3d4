/** A one-shot notification (a toast), carried in the flash cookie so it also shows without JavaScript. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "success" | "error";
}
