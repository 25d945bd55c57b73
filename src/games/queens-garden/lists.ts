import { required } from "../../core/required.js";

/** Inserts `x` into an ascending list in place. */
export function insertSorted(list: number[], x: number): void {
  let i = list.length;
  while (i > 0 && required(list[i - 1], "an item of the list") > x) i--;
  list.splice(i, 0, x);
}

/** Removes one copy of `x` from a list in place, if it holds one. */
export function removeOne(list: number[], x: number): void {
  const i = list.indexOf(x);
  if (i >= 0) list.splice(i, 1);
}
