/**
 * A query the store cannot answer because of what the caller sent (a cursor that is not one of ours):
 * the caller's mistake, not a server fault. The store knows nothing of HTTP; the API answers it with 400.
 */
export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError';
}
