// The portal's errors: a status and a message a person can act on, plus optional extra fields
// (e.g. the existing application_id). middlewares/api-errors turns them into the JSON answer.
// They are not Strapi's error classes on purpose: Strapi replaces the message of its own
// Unauthorized/Forbidden errors with a generic one when they cross its authorisation step.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);
