/**
 * A branch name git accepts as `refs/heads/<name>` (git-check-ref-format's rules), checked here
 * so that no name reaches git's command line as an option or a revision expression.
 */
export function isPublishableBranch(name: string): boolean {
  if (name === '' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/')) return false;
  if (name.endsWith('.') || name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  // Control characters, space, DEL, and ~ ^ : ? * [ \.
  if ([...name].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || '~^:?*[\\'.includes(ch))) return false;
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/** A `/`-separated relative path that stays inside its folder (no `..`, no absolute path, no empty part). */
export function isRelativeInside(p: string): boolean {
  if (p === '' || p.startsWith('/') || p.includes('\u0000')) return false;
  return p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
