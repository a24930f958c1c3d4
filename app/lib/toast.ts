/** A one-shot notification (SPEC §8), carried in the flash cookie so it also shows without JavaScript. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "success" | "error";
}
