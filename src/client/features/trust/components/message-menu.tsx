// The menu on a received chat message: 'Rapportera' opens the report dialog for that message.
import { useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { TRUST_TEXTS } from '@shared/trust-texts';
import { ReportDialog } from './report-dialog';

const T = TRUST_TEXTS.report;

export function MessageMenu({ messageId, excerpt }: { messageId: string; excerpt: string }) {
  const [reporting, setReporting] = useState(false);
  const name = `meddelandet "${excerpt.length > 40 ? `${excerpt.slice(0, 40)}…` : excerpt}"`;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={T.messageMenu}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setReporting(true)}>{T.open}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        targetType="message"
        targetId={messageId}
        targetName={name}
        trigger={null}
        open={reporting}
        onOpenChange={setReporting}
      />
    </>
  );
}
