import type { Language } from '../languages/language.js';
import type { ChangeTable } from './change-table.js';
import type { Component, Project, Site, Translation, User } from './model-types.js';

/** The built site: the domain graph of model-types.ts, with every change in a ChangeTable. */
export interface Model {
  site: Site;
  projects: Project[];
  /** Every translation in §4 order. */
  translations: Translation[];
  /** Languages served: in use, or declared in languages.yaml; by code. */
  languages: Language[];
  users: User[];
  /** Every change, ascending timestamp then id. */
  changes: ChangeTable;
  /**
   * Builds the units of a component's translations again (their `units`, until the caller
   * releases them): the model holds no unit, so that memory does not grow with the site's units.
   */
  loadUnits: (component: Component) => void;
}
