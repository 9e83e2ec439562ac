/**
 * Retries `check` until it stops throwing: for effects that happen after a response (reactors,
 * projections, pushes). Fails with the last error after `timeoutMs`. Not a timing test: the bound
 * only keeps a broken feature from hanging the suite.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
