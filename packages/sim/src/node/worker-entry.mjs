// Worker threads start without the parent's TypeScript loader (Node 20 does
// not share module hooks with workers), so register tsx here, then load the
// worker itself from source.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
