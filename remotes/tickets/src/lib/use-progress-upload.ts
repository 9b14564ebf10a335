import { uploadFilesWithProgress, type UploadProgress } from '@portal/contract/upload-progress';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** A share from 0 to 100, or null before the browser has said how much there is. */
export const percentOf = (progress: UploadProgress | null) =>
  progress && progress.total ? Math.min(100, Math.floor((progress.sent / progress.total) * 100)) : null;

/** An upload action as a mutation, with how far its body has gone while it runs. */
export function useProgressUpload<T>(action: string) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ files, json }: { files: File[]; json: Record<string, unknown> }) => {
      setProgress({ sent: 0, total: null });
      return uploadFilesWithProgress<T>(action, files, json, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress: mutation.isPending ? progress : null };
}
