/** The server's upload limits, which it writes on the shell's root element (server/admin/admin-routes.ts). */

/** The image limit the server uses unless configured otherwise (MAX_IMAGE_MB), for a shell without it. */
const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024

export function maxImageBytes(): number {
  const value = Number(globalThis.document?.getElementById('admin')?.dataset.maxImageBytes)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_IMAGE_BYTES
}
