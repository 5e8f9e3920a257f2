// POST /api/uploads: an offer image (PNG, JPG or WebP up to 5 MB) as multipart `file`; answers its URL.
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';

export function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return fetchJson<{ url: string }>('/api/uploads', { method: 'POST', body });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
