/**
 * The error every failed API call throws (kept apart from the client so that code which only
 * inspects errors – error pages, the query client – does not pull zod and the route table
 * into the first screen's bundle).
 */
export interface FieldError {
  fieldName: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly generalErrors: string[];
  readonly fieldErrors: FieldError[];

  constructor(status: number, generalErrors: string[], fieldErrors: FieldError[] = []) {
    super(generalErrors[0] ?? fieldErrors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.generalErrors = generalErrors;
    this.fieldErrors = fieldErrors;
  }

  /** True for errors the client already turned into a navigation (login, forbidden, unsynchronised). */
  get redirected(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

