/**
 * Set-up run before each test file. The files of a worker share its globals (the project does not
 * isolate files), so what the stand-in server render (fixtures/web-ssr) reports on
 * `globalThis.__fakeSsr` is emptied here: each file reads only what its own apps did. The object
 * itself stays, since the render module loaded by an earlier file writes to it.
 */
const seen = (globalThis as { __fakeSsr?: Record<string, unknown> }).__fakeSsr;
if (seen) {
  for (const key of Object.keys(seen)) delete seen[key];
  Object.assign(seen, { renders: [], answers: [] });
}
