/** Every leaf of a translation tree as [path, value] ('list.title', 'Admin dashboard'), arrays included. */
export function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}
