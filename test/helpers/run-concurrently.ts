/**
 * Runs the tasks with at most `limit` of them at a time (a crawl waits on its server more than it
 * works: one request at a time leaves both the server and the crawler mostly idle).
 */
export async function runConcurrently(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
}
