import type { JsonValue } from '../emit/json.js';
import type { Category } from '../model/model-types.js';
import { paths, type Urls } from './urls.js';

/** Weblate 5's Category (CategorySerializer): its parent is a URL, null at the project's top. */
export function renderCategory(k: Category, urls: Urls): Record<string, JsonValue> {
  return {
    id: k.id,
    name: k.name,
    slug: k.slug,
    project: urls.absolute(paths.project(k.project)),
    category: k.parent ? urls.absolute(paths.category(k.parent)) : null,
    url: urls.absolute(paths.category(k)),
    statistics_url: urls.absolute(`${paths.category(k)}statistics/`),
  };
}
