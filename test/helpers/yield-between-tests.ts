/**
 * Lets each test worker's event loop turn between tests. Vitest runs a file's tests one after
 * another with only promise callbacks in between, so a file of synchronous tests (the property
 * suite) keeps its worker's event loop busy until the file ends. The worker's calls to the main
 * process wait for their answers on that loop and fail the whole run (exit 1, every test passed)
 * after a minute: on a loaded machine, a long property file reaches that. One turn of the event
 * loop before each test lets those answers in.
 */
import { beforeEach } from "vitest";

beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
