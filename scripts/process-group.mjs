/**
 * Child processes that are stopped with everything they started. `pnpm --filter api start`
 * runs tsx, which runs node: killing pnpm alone would leave the API holding its port. Each
 * child leads its own process group, and stopping it signals the whole group.
 */
import { spawn } from 'node:child_process';

export function spawnGroup(command, args, options = {}) {
  return spawn(command, args, { ...options, detached: true });
}

export function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
