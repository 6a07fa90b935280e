// Copy to the clipboard with the spec's reactions (§5 "Copying", §8 "Copy success and fail"): empty text
// is ignored without a toast, a copy the browser refuses shows an error toast.
import { notify } from './toast'

export type CopyMessages = { copied: string; failed: string }

/** Copies `text`; returns whether anything was copied. */
export async function copyWithToast(text: string, messages: CopyMessages): Promise<boolean> {
  if (text.trim() === '') return false
  try {
    // The Clipboard API is missing outside secure contexts and may be refused by permission.
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(text)
  } catch {
    void notify('error', messages.failed)
    return false
  }
  void notify('success', messages.copied)
  return true
}
