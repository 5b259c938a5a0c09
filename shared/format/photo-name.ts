/** Name shown to the reporter: the temporary suffix (`__` + 8 hex digits before the extension) removed. */
export function photoDisplayName(tempName: string): string {
  return tempName.replace(/__[0-9a-f]{8}(\.[^.]+)?$/i, '$1');
}
