const ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * A properties or .strings value without its backslash escapes, as translate-toolkit's
 * propertiesdecode reads them: `\n`, `\t`, `\r`, `\f`, `\\`, `\'`, `\"`, `\uXXXX` (fewer hex digits
 * end it early), and any other `\x` is `x`. A `\u` escape of a control character other than
 * \f \n \r \t stays written as `\u00XX`.
 */
export function decodePropertiesEscapes(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    i++;
    if (i >= value.length) {
      out += '\\'; // a trailing backslash stays
      break;
    }
    const e = value[i++]!;
    if (e === '\n') continue;
    const simple = ESCAPES[e];
    if (simple !== undefined) {
      out += simple;
    } else if (e === 'u' || e === 'U') {
      let digits = 0;
      let code = 0;
      while (digits < 4 && i + digits < value.length && /[0-9a-fA-F]/.test(value[i + digits]!)) {
        code = code * 16 + parseInt(value[i + digits]!, 16);
        digits++;
      }
      i += digits;
      const char = String.fromCharCode(code);
      out += code >= 32 || '\f\n\r\t'.includes(char) ? char : `\\u${code.toString(16).padStart(4, '0')}`;
    } else {
      out += e;
    }
  }
  return out;
}
