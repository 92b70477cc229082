import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { UnitStream, type TranslationUnits, type UnitSource } from '../../model/unit-source.js';

/**
 * The model's one pass over the units, shown to an observer as the API reads it (the search index
 * is filled this way: the units are not read a second time).
 */
export class ObservedUnitStream extends UnitStream {
  constructor(
    source: UnitSource,
    bag: DiagnosticBag,
    private readonly observe: (units: TranslationUnits) => void,
  ) {
    super(source, bag);
  }

  override *[Symbol.iterator](): Generator<TranslationUnits> {
    for (const units of super[Symbol.iterator]()) {
      this.observe(units);
      yield units;
    }
  }
}
