/** compatibility.md §6: a git time (whole seconds since the epoch) as UTC with six fractional digits. */
export function formatGitTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
}
