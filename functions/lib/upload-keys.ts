/**
 * Where the browser's temporary uploads live in the uploads bucket: `tmp/<uploadSession>/<file>`.
 * One definition for the handlers (keys, the 'missing in AWS' rule of ./uploads.ts) and for the
 * bucket's lifecycle rule that expires abandoned ones after a day (infra/lib/data-stack.ts).
 * Dependency-free on purpose: the CDK app imports it too.
 */
export const TEMPORARY_UPLOAD_PREFIX = 'tmp/';
