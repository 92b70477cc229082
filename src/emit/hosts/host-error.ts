import { StaticTmsError } from '../../diagnostics/static-tms-error.js';

/** A documented platform limit or a usage error of `--host` (hosting.md §1.6, §5); the CLI maps it to exit 2. */
export class HostLimitError extends StaticTmsError {
  constructor(
    code: string,
    message: string,
    readonly remedy: string,
  ) {
    super(code, `${message} (${code}); ${remedy}`);
  }
}
