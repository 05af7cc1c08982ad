// Public API of @roomsmith/playtest.
export { buildPlaytest, playtestState } from './app.ts';
export type { PlaytestOptions, PlaytestState } from './app.ts';
export { servePlaytest, CONTENT_DIR } from './server.ts';
export type { ServeOptions } from './server.ts';
export { Session, SessionError, newToken, SILENCE_FLAGS, MAX_DECISIONS } from './session.ts';
export type { SessionSetup, SeatUpdate, SeatKind, SessionStatus } from './session.ts';
export { preparePacks, BundledPacks } from './packs.ts';
export type { PackUpload, PreparedPacks } from './packs.ts';
