/** Resolves once `condition` holds, checking every few milliseconds; fails after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${condition}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
