/**
 * A product panel's state: the product's rows of one part (read again after each change), and a
 * change run one at a time: the panel's buttons are disabled while it is in flight, and a refusal
 * is kept as the sentence the panel shows (the server's field error, else its detail).
 */
import { useCallback, useEffect, useState } from 'react'
import { uploadErrorMessage } from '../cms/page/send-upload.ts'
import { type Part, type PartRow, partsOf } from './products-api.ts'

export function useProductPart<T extends PartRow>(part: Part, productId: number) {
  const [rows, setRows] = useState<T[]>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)

  const reload = useCallback(
    () =>
      partsOf<T>(part, productId).then(setRows, (error: unknown) =>
        setFailure(`These could not be read: ${uploadErrorMessage(error)}`),
      ),
    [part, productId],
  )
  useEffect(() => {
    void reload()
  }, [reload])

  /** Runs a change, then reads the rows again; true when it was done. */
  const change = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setFailure(undefined)
    try {
      await work()
      return true
    } catch (error) {
      setFailure(uploadErrorMessage(error))
      return false
    } finally {
      await reload()
      setBusy(false)
    }
  }

  return { rows, failure, busy, change }
}
