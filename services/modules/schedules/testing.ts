// The schedule API tests' signed-in app and helpers, for the tests of modules built on the visits
// (monthly-reports): a module's tests reach another's helpers only through its testing.ts.
export * from './http/testing.ts'
