/**
 * A file too large to hold whole (the archive of a project's translation files), made as a
 * sequence of parts only when the previous build's file cannot be kept, and written as they come
 * (TreeWriter.writeParts). Named by a fingerprint of its inputs, as LazyBytes.
 */
export class LazyParts {
  constructor(
    readonly fingerprint: string,
    readonly parts: () => Iterable<Uint8Array>,
  ) {}
}
