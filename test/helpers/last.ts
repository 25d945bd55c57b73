/** The last item of a list that a test expects to be non-empty (fails the test plainly when it is empty). */
export function lastOf<T>(list: readonly T[]): T {
  const last = list.at(-1);
  if (last === undefined) throw new Error("expected a non-empty list");
  return last;
}
