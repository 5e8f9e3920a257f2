// POST /api/uploads: an offer image (PNG, JPG or WebP up to 5 MB) as multipart `file`; answers its URL.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

export function uploadImage(file: File): Promise<{ url: string }> {
  return unwrap(api.uploads.$post({ form: { file } }));
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
