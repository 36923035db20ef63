import { type ChildProcess, spawn } from 'node:child_process';

/** Another node process of this machine, running until it is killed (a server holding a lock). */
export async function aRunningNodeProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}
