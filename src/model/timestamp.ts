/** compatibility.md §6: UTC, six fractional digits, trailing Z. */
export function formatTimestamp(epochMilliseconds: number): string {
  const iso = new Date(Math.floor(epochMilliseconds / 1000) * 1000).toISOString();
  return `${iso.slice(0, 19)}.000000Z`;
}
