// The menu under 1 280 px (where the header has no room for every link): a sheet from the right with the navigation and the account actions. Loaded
// on first use, so the landing page's JavaScript does not carry the dialog.
import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@client/components/ui/sheet';

export default function MobileMenu({
  open,
  onOpenChange,
  onClosed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where focus goes when the sheet closes (the menu button, which is not a Radix trigger) */
  onClosed: () => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Stäng menyn"
        aria-describedby={undefined}
        className="xl:hidden"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader>
          <SheetTitle>Meny</SheetTitle>
        </SheetHeader>
        <nav id="mobilmeny" aria-label="Mobilmeny">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
