import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useTheme, type Theme } from '@client/lib/theme';

const LABELS: Record<Theme, string> = { light: 'ljust', dark: 'mörkt', system: 'följer systemet' };
const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

/** One button that steps light → dark → system (kept light: it sits in every page's first JavaScript). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const next = NEXT[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={`Tema: ${LABELS[theme]}. Byt till ${LABELS[next]}`}
      title={`Tema: ${LABELS[theme]}`}
    >
      {theme === 'system' ? <Monitor aria-hidden /> : theme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
    </Button>
  );
}
