/**
 * Turning a thrown value into text. Anything can be thrown (an object with no prototype, a Proxy
 * whose traps throw, an Error whose `message` is a throwing getter), and the code that reports a
 * failure must not fail in turn: {@link describeThrown} never throws.
 */

/**
 * The text of a thrown value: an Error's message (its name when the message is empty), any other
 * value's `String` form, or a fixed phrase when even that cannot be read.
 */
export function describeThrown(e: unknown): string {
  try {
    if (e instanceof Error) {
      const message: unknown = e.message;
      if (typeof message === "string" && message !== "") return message;
      const name: unknown = e.name;
      return typeof name === "string" && name !== "" ? name : "Error";
    }
    const text: unknown = String(e);
    if (typeof text === "string") return text;
  } catch {
    // Reading it threw (no toString, a Proxy trap, a getter): fall through to its kind.
  }
  return `a thrown ${e === null ? "null" : typeof e} with no readable text`;
}
