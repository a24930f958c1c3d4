/** A failure the client caused or must know about; routes turn it into a 4xx answer. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, errors);
export const invalid = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
