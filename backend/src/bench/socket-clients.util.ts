import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '../modules/demo';
import type { SocketClientsCommand } from './socket-clients';

export const now = () => performance.timeOrigin + performance.now();
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The socket clients' process (socket-clients.ts), ready for commands. */
export async function forkSocketClients(): Promise<ChildProcess> {
  const child = fork(resolve(__dirname, 'socket-clients.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await ask(child, null, 'ready');
  return child;
}

/** Sends `message` (none: only waits) and resolves with the child's first reply of type `answer`. */
export function ask<T extends { type: string }>(child: ChildProcess, message: SocketClientsCommand | null, answer: string): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const onMessage = (reply: T & { message?: string }) => {
      if (reply.type === 'error') {
        child.off('message', onMessage);
        reject(new Error(reply.message));
      } else if (reply.type === answer) {
        child.off('message', onMessage);
        resolvePromise(reply);
      }
    };
    child.on('message', onMessage);
    if (message) child.send(message);
  });
}

/** Signs a demo account in over HTTP and returns its session cookie. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
