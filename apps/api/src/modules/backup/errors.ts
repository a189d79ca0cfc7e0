/** A backup refused or failed for a reason its message tells the operator (no stack needed). */
export class BackupError extends Error {}

/** A restore refused (a target not empty, a damaged or foreign backup): the message says why. */
export class RestoreError extends Error {}
