// The add-contact dialog: search by username or user type (Enter or the button), add from the results.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Search, UserPlus } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@client/components/ui/form';
import { Spinner } from '@client/components/ui/spinner';
import { userTypeLabel } from '@shared/constants';
import { CHAT_TEXTS, chatDisplayName } from '@shared/chat-texts';
import { useAddContact } from '@client/features/chat/api/add-contact';
import { useSearchUsers } from '@client/features/chat/api/search-users';

const T = CHAT_TEXTS.dialog;

/** After adding a contact the conversation opens: focus its message box once it is on the page (≤ 1 s). */
function focusMessageBox(triesLeft = 20) {
  const box = document.getElementById('chat-message');
  if (box) box.focus();
  else if (triesLeft > 0) setTimeout(() => focusMessageBox(triesLeft - 1), 50);
}

export function AddContactDialog({
  onAdded,
  triggerClassName,
}: {
  onAdded?: (userId: string) => void;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ q: string }>({ defaultValues: { q: '' } });
  const input = form.watch('q');
  const [term, setTerm] = useState('');
  const search = useSearchUsers(term);
  const add = useAddContact();
  const added = useRef(false);

  useEffect(() => {
    if (search.error) toast.error(CHAT_TEXTS.toasts.searchError, { description: search.error.message });
  }, [search.error]);

  const submit = form.handleSubmit(({ q: text }) => {
    const q = text.trim();
    if (!q) return;
    if (q === term) void search.refetch();
    setTerm(q);
  });

  const addUser = (id: string, name: string) =>
    add.mutate(id, {
      onSuccess: () => {
        toast.success(CHAT_TEXTS.toasts.added, { description: CHAT_TEXTS.toasts.addedText(name) });
        added.current = true;
        setOpen(false);
        onAdded?.(id);
      },
      onError: (error) => toast.error(CHAT_TEXTS.toasts.addError, { description: error.message }),
    });

  const searching = search.isFetching && term.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset({ q: '' });
          setTerm('');
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={triggerClassName}>
          <UserPlus aria-hidden />
          {CHAT_TEXTS.page.addContact}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(e) => {
          // closed by adding someone: the next thing to do is to write to them, not to add another contact
          if (!added.current) return;
          added.current = false;
          e.preventDefault();
          focusMessageBox();
        }}
      >
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" role="search">
            <FormField
              control={form.control}
              name="q"
              render={({ field }) => (
                <FormItem id="chat-user-search" className="flex flex-col gap-2 space-y-0">
                  <FormLabel>{T.searchLabel}</FormLabel>
                  <div className="flex gap-2">
                    <FormControl>
                      <Input type="search" {...field} placeholder={T.placeholder} autoComplete="off" maxLength={100} />
                    </FormControl>
                    <Button type="submit" disabled={!input.trim() || searching}>
                      <Search aria-hidden />
                      {T.search}
                    </Button>
                  </div>
                </FormItem>
              )}
            />
          </form>
        </Form>
        <div className="max-h-72 overflow-y-auto" aria-live="polite">
          {searching ? (
            <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
              <Spinner label={T.searching} />
              <span aria-hidden>{T.searching}</span>
            </p>
          ) : term && search.data && search.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{T.empty}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {search.data?.map((user) => {
                const name = chatDisplayName(user);
                return (
                  <li key={user.id} className="flex items-center gap-3 rounded-md p-2 hover:bg-accent/60">
                    <Avatar name={name} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{name}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {userTypeLabel(user.user_type)}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      onClick={() => addUser(user.id, name)}
                      disabled={add.isPending}
                      aria-label={`${T.add} ${name}`}
                    >
                      {T.add}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
