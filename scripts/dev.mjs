// `npm run dev`: rebuild the client and the server on change and restart the server.
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { clientOptions, serverOptions, cleanClient, writeIndexHtml, outServer } from './build-lib.mjs';

let child;
function restart() {
  if (child) child.kill('SIGTERM');
  child = spawn(process.execPath, ['--enable-source-maps', join(outServer, 'main.js')], { stdio: 'inherit' });
}

const onEnd = (name, after) => ({
  name,
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length) return console.error(`[dev] ${name} build failed`);
      after(result);
      console.log(`[dev] ${name} rebuilt`);
    });
  },
});

cleanClient();
const clientOpts = clientOptions({ production: false });
const client = await esbuild.context({
  ...clientOpts,
  plugins: [...clientOpts.plugins, onEnd('client', (r) => writeIndexHtml(r.metafile))],
});
const server = await esbuild.context({ ...serverOptions(), plugins: [onEnd('server', restart)] });
await client.watch();
await server.watch();
process.on('SIGINT', () => {
  child?.kill('SIGTERM');
  process.exit(0);
});
