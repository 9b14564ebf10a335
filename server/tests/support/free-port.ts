import { execFileSync } from 'node:child_process';

const PROBES = {
  tcp: "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
  udp: "const s=require('node:dgram').createSocket('udp4');s.bind(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
};

/**
 * A port nobody listens on now, asked of the kernel (listen on 0). Synchronous, so a test file can take its ports at
 * load as it took fixed ones; fixed ports collided when two checkouts ran their tests at once.
 */
export function freePort(protocol: keyof typeof PROBES = 'tcp'): number {
  const port = Number(execFileSync(process.execPath, ['-e', PROBES[protocol]], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free ${protocol} port: got "${port}"`);
  return port;
}
