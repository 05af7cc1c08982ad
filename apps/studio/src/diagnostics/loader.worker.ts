// The loader runs here, off the UI thread and out of the first bundle: the
// studio posts the workspace, the worker answers with its problems.
import { serveRequests } from '../workers/request-client.ts';
import type { LoaderRequest, LoaderResult } from './loader-protocol.ts';
import { loaderProblems } from './loader-problems.ts';

serveRequests<LoaderRequest, LoaderResult>((request) => loaderProblems(request.packs));
