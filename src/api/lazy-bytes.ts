/**
 * A binary file (a PNG badge) rendered only when needed, named by a fingerprint of its inputs:
 * LazyItem's counterpart for bytes, so a warm rebuild keeps the file without rasterising it again.
 */
export class LazyBytes {
  private rendered: Buffer | Promise<Buffer> | null = null;

  constructor(
    readonly fingerprint: string,
    private readonly render: () => Buffer | Promise<Buffer>,
  ) {}

  /** The bytes, or their promise when they are made off the main thread (a PNG badge). */
  bytes(): Buffer | Promise<Buffer> {
    return (this.rendered ??= this.render());
  }
}
