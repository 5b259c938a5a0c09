/**
 * Why a repository refused a write. Every repository throws this one type; domain code maps the
 * reason to an HTTP answer (e.g. 'stale' → 409, 'missing' → 404, a taken code → 400 on its field).
 */
export type WriteFailure =
  /** The record changed since it was read (optimistic locking). */
  | 'stale'
  /** The record is gone. */
  | 'missing'
  /** A condition of one of the extra actions of the transaction failed: `extraIndex` names it. */
  | 'extra'
  /** A unique code or login is taken. */
  | 'kodTaken'
  | 'loginTaken'
  /** Other records still reference it, or it has been used. */
  | 'referenced'
  | 'used'
  | 'notRemovable'
  /** A record it must point to is missing or invalid. */
  | 'parentMissing'
  | 'organizaciaNeplatna'
  /** A concurrent change of the same records won. */
  | 'conflict';

export class WriteError extends Error {
  constructor(
    readonly reason: WriteFailure,
    /** With 'extra': the index of the failed extra action. */
    readonly extraIndex = -1,
  ) {
    super(`write refused: ${reason}`);
  }
}
