import { useEffect, useState } from 'react';

/**
 * Copies text to the clipboard and says so for a moment. (Mantine's CopyButton lives in the public
 * share dialog's chunk; using it here would split that chunk and grow the home page's download.)
 */
export function useCopy(timeoutMs = 2000) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), timeoutMs);
    return () => clearTimeout(timer);
  }, [copied, timeoutMs]);
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return { copied, copy };
}
