interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task, so the browser paints and handles input before the rest runs: a long start split in two
 * blocks the page for two short stretches instead of one long one. `scheduler.yield` where the browser has it (the
 * rest then runs before other queued tasks), else a new task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
