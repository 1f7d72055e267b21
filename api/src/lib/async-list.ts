// Array helpers for predicates and mappers that ask the database (every repository call answers a promise).

/** The items whose predicate holds, in their order; the predicates run together. */
export async function filterAsync<T>(items: readonly T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const verdicts = await Promise.all(items.map(keep));
  return items.filter((_, i) => verdicts[i]);
}
