import { StaticTmsError } from '../diagnostics/static-tms-error.js';

/** Why the preview server refused to start; the CLI maps every one of them to exit status 2. */
export type ServeErrorCode =
  | 'manifest-missing'
  | 'manifest-unreadable'
  | 'manifest-invalid'
  | 'manifest-version'
  | 'port-in-use'
  | 'listen-failed';

/** A start-up failure of the preview server, with a stable code and a message meant for people. */
export class ServeError extends StaticTmsError<ServeErrorCode> {
  constructor(code: ServeErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
