// The offer image: checked for type and size in the browser, uploaded at once, its URL kept as the logo.
// Rendered inside a <FormItem>: the label, hint and the file input's id come from the shared Form set.
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@client/lib/toast';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormControl, FormDescription, FormLabel, useFormField } from '@client/components/ui/form';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { LIMITS } from '@shared/constants';
import { useUploadImage } from '@client/features/offers/api/upload-image';
import { OFFER_UI } from '@client/features/offers/texts';

const T = OFFER_UI.form;
const ACCEPT = 'image/png,image/jpeg,image/webp';

export function ImageUpload({
  value,
  onChange,
  disabled,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}) {
  const { formItemId } = useFormField();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    if (file.size > LIMITS.imageBytes) {
      toast.error(T.imageFailed, { description: T.imageTooLarge });
      reset();
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast.error(T.imageFailed, { description: T.imageHint });
      reset();
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (error) => toast.error(T.imageFailed, { description: error.message }),
      onSettled: reset,
    });
  };

  return (
    <div className="space-y-2">
      <FormLabel>{T.image}</FormLabel>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img src={value} alt="" className="size-20 rounded-lg border object-cover" />
        ) : (
          <div className="flex size-20 items-center justify-center rounded-lg border border-dashed text-muted-foreground">
            <ImagePlus aria-hidden className="size-6" />
          </div>
        )}
        <div className="flex flex-1 flex-col items-start gap-1">
          {/* the native picker speaks the browser's language; a Swedish button-styled label opens it */}
          <FormControl>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              disabled={disabled || upload.isPending}
              onChange={(e) => onFile(e.target.files?.[0])}
              className="peer sr-only"
            />
          </FormControl>
          <label
            htmlFor={formItemId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            )}
          >
            <Upload aria-hidden />
            {value ? T.imageReplace : T.imageChoose}
          </label>
          <FormDescription className="text-xs">{T.imageHint}</FormDescription>
          {upload.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" label={T.imageUploading} />
              {T.imageUploading}
            </p>
          )}
        </div>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden />
            {T.imageRemove}
          </Button>
        )}
      </div>
    </div>
  );
}
