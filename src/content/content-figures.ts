import type { StageFigures } from '../build-progress.js';
import type { Content } from './content-types.js';

/** The closing figures of the content stage: how much content was found. */
export function contentFigures(content: Content): StageFigures {
  const components = content.projects.flatMap((p) => p.components);
  return {
    projects: content.projects.length,
    components: components.length,
    'translation files': components.reduce((n, c) => n + c.files.length, 0),
  };
}
