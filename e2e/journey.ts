// The steps nearly every browser journey takes, in one import: a browser for the file, a fresh context, a
// user made through the API, a page opened and hydrated, and the waits. The rest stays in fixtures.ts.
export { field, gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './fixtures';
