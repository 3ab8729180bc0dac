import { useCallback, useState } from 'react';

export interface PendingFile {
  key: string;
  file: File;
  /** 0–1 while uploading, 1 when done, null before the upload starts. */
  progress: number | null;
  /** A translation key when the file cannot be sent or its upload failed. */
  error?: string;
}

export interface UploadRules {
  /** The translation key of why a file cannot be sent at all (type, size), checked before any upload. */
  refuse: (file: File) => string | undefined;
  /**
   * The translation key of a failed upload, from the answer's status and the error itself (an HttpError with
   * the server's code and field errors, or a transport failure).
   */
  failure: (status: number | undefined, error: unknown) => string;
}

type Send = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

/**
 * Files chosen for upload with each one's progress or problem (DESIGN.md §6: long work shows progress). `send`
 * uploads the acceptable ones one by one; `onSent` runs after each success, e.g. to drop it from the list.
 */
export function useUploads(rules: UploadRules) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [isSending, setSending] = useState(false);
  const patch = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));
  const remove = useCallback(
    (key: string) => setFiles((current) => current.filter((file) => file.key !== key)),
    [],
  );

  const add = (chosen: readonly File[]): PendingFile[] => {
    const added = chosen.map((file, index): PendingFile => {
      const error = rules.refuse(file);
      const key = `${file.name}-${file.size}-${file.lastModified}-${files.length + index}`;
      return error ? { key, file, progress: null, error } : { key, file, progress: null };
    });
    setFiles((current) => [...current, ...added]);
    return added;
  };

  /** Uploads the given files (all chosen ones by default); answers whether every one of them arrived. */
  const send = async (
    upload: Send,
    which: readonly PendingFile[] = files,
    onSent?: (file: PendingFile) => unknown,
  ) => {
    let allSent = true;
    setSending(true);
    for (const pending of which.filter((file) => !file.error)) {
      try {
        patch(pending.key, { progress: 0 });
        await upload(pending.file, (progress) => patch(pending.key, { progress }));
        await onSent?.(pending);
      } catch (error) {
        allSent = false;
        patch(pending.key, { error: rules.failure((error as { status?: number }).status, error) });
      }
    }
    setSending(false);
    return allSent;
  };

  return { files, isSending, add, remove, send };
}
