/**
 * A server process of the tooling's own (the service for the launcher, the API for the fuzz,
 * the site and its replicas for the bench): started, waited for until it answers its health
 * check, and stopped.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServiceProcess {
  child: ChildProcess;
  /** Whether it has exited (by itself or stopped). */
  exited(): boolean;
  /** Resolves once it answers `healthy`; rejects when it exits first or never answers. */
  healthy(check: HealthCheck): Promise<void>;
  /** SIGTERM, and resolves once it has exited (at once when it had). */
  stop(): Promise<void>;
}

export interface HealthCheck {
  /** Whether it is ready (its health URL answers 200: `answersOk`). */
  isUp: () => Promise<boolean>;
  /** How many checks before giving up (240), and the pause after each (250 ms). */
  attempts?: number;
  pauseMs?: number;
  /** Names it in the errors ("the service", "the API (its log: …)"). */
  name?: string;
}

export function startServiceProcess(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): ServiceProcess {
  const child = spawn(command, args, options);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    child,
    exited,
    stop,
    async healthy({ isUp, attempts = 240, pauseMs = 250, name = 'the process' }) {
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (exited()) throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}`);
        if (await isUp()) return;
        await sleep(pauseMs);
      }
      throw new Error(`${name} did not answer its health check`);
    },
  };
}

/** A health check: `url` answers 200 (plain HTTP, or HTTPS with a trusted certificate). */
export function answersOk(url: string): () => Promise<boolean> {
  return async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  };
}
