import { startDemoUpstream } from '../../demo/upstream.js';

// The demo upstream in its own process, so the load on it does not share a thread with the BFF.
const demo = await startDemoUpstream();
process.send?.({ url: demo.url });
