/**
 * SWR keys as the data layer makes them (docs/architecture.md, "Data layer"): the call first,
 * its parameters after, made only by the key factory of that call's `get-x.ts`.
 */

/** An SWR key, e.g. ['projects', query] or ['project', 42]. */
export type SwrKey = readonly [call: string, ...parameters: unknown[]];

/**
 * Makes a call's key factory: with `const projectsKey = callKey<[query: ProjectsQuery]>('projects')`,
 * `projectsKey(query)` is ['projects', query] and `projectsKey()` the prefix of every such key.
 */
export function callKey<Params extends unknown[] = []>(call: string) {
  return <Given extends Params | []>(...params: Given) => [call, ...params] as const;
}

/** Whether `key` is `prefix` or continues it; parts are compared with Object.is (a prefix names a call and its ids). */
export function keyStartsWith(prefix: SwrKey, key: unknown): boolean {
  return Array.isArray(key) && prefix.every((part, index) => Object.is(part, key[index]));
}
