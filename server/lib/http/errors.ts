/** 6amMart's error body: `{errors:[{code,message}]}`. */
export interface ErrorBody {
  errors: { code: string; message: string }[];
}

/** A handled API error carrying 6amMart's status code and body. Throw it from handlers. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'errors' in body ? JSON.stringify(body) : String(statusCode));
  }
}

export const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, { errors: [{ code, message }] } satisfies ErrorBody);

/** Validation / business-rule error (6amMart uses 403). */
export const forbidden = (code: string, message: string) => apiError(403, code, message);
export const notFound = (code: string, message: string) => apiError(404, code, message);
export const unauthenticated = () => new ApiError(401, { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
