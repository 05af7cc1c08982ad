// The loader runs here, off the UI thread and out of the first bundle: the
// studio posts the workspace, the worker answers with its problems; it also
// counts the bytes of a large paste, so the UI thread never scans it.
import { serveRequests } from '../workers/request-client.ts';
import type { LoaderRequest, LoaderResult } from './loader-protocol.ts';
import { loaderProblems } from './loader-problems.ts';

const encoder = new TextEncoder();

serveRequests<LoaderRequest, LoaderResult>((request) =>
  request.type === 'sizes' ? request.texts.map((t) => encoder.encode(t).length) : loaderProblems(request.packs),
);
