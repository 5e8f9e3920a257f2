// A drawn map of central Stockholm: shows where we are without loading anything from a maps service.
import { useId } from 'react';
import { ExternalLink } from 'lucide-react';
import { CONTACT_TEXTS } from '@client/features/contact/texts';

const LABEL = 'fill-muted-foreground text-[9px] font-medium tracking-wide';

export function StockholmMap() {
  const m = CONTACT_TEXTS.map;
  const id = useId();
  return (
    <figure className="overflow-hidden rounded-2xl border bg-card shadow-sm">
      <svg
        viewBox="0 0 400 260"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-auto w-full"
        data-testid="contact-map"
      >
        <title id={`${id}-title`}>{m.title}</title>
        <desc id={`${id}-desc`}>{m.description}</desc>
        {/* land */}
        <rect width="400" height="260" className="fill-stone-100 dark:fill-slate-800" />
        {/* parks: Humlegården, Vasaparken, Tantolunden, Djurgården */}
        <rect x="238" y="52" width="34" height="26" rx="6" className="fill-emerald-200/80 dark:fill-emerald-900/60" />
        <rect x="150" y="40" width="30" height="20" rx="6" className="fill-emerald-200/80 dark:fill-emerald-900/60" />
        <ellipse cx="118" cy="222" rx="34" ry="14" className="fill-emerald-200/80 dark:fill-emerald-900/60" />
        {/* water: Mälaren in the west, Riddarfjärden, Strömmen and Saltsjön in the east, Karlbergssjön to the north-west */}
        <path
          d="M0 140 C50 128 90 150 130 142 C160 136 180 146 200 140 C230 132 250 126 280 128 C320 130 360 108 400 100 L400 196 C360 190 330 180 300 176 C270 172 240 180 212 174 C186 170 166 166 140 172 C100 180 50 170 0 180 Z"
          className="fill-sky-200 dark:fill-sky-900/80"
        />
        <path
          d="M132 142 C124 112 104 86 56 62 L40 50"
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          className="stroke-sky-200 dark:stroke-sky-900/80"
        />
        {/* islands: Gamla stan, Skeppsholmen, Djurgården */}
        <ellipse cx="208" cy="156" rx="13" ry="10" className="fill-stone-100 dark:fill-slate-800" />
        <ellipse cx="248" cy="150" rx="9" ry="6" className="fill-stone-100 dark:fill-slate-800" />
        <path
          d="M290 150 C300 134 330 128 356 134 C378 139 390 152 378 164 C362 178 322 176 300 168 C288 163 284 157 290 150 Z"
          className="fill-emerald-200/80 dark:fill-emerald-900/60"
        />
        {/* streets: Sveavägen, Götgatan, Strandvägen, Ringvägen, Fleminggatan */}
        <g fill="none" strokeLinecap="round" className="stroke-white dark:stroke-slate-600">
          <path d="M206 0 L212 132" strokeWidth="4" />
          <path d="M214 178 L222 260" strokeWidth="4" />
          <path d="M232 122 C250 118 270 118 292 120" strokeWidth="3" />
          <path d="M120 196 C160 232 250 236 300 200" strokeWidth="3" />
          <path d="M60 112 C100 106 150 104 200 100" strokeWidth="3" />
          <path d="M236 0 L244 120" strokeWidth="2.5" />
        </g>
        {/* district names */}
        <text x="222" y="32" className={LABEL}>
          NORRMALM
        </text>
        <text x="52" y="118" className={LABEL}>
          KUNGSHOLMEN
        </text>
        <text x="166" y="216" className={LABEL}>
          SÖDERMALM
        </text>
        <text x="190" y="160" className={`${LABEL} text-[7px]`}>
          GAMLA STAN
        </text>
        <text x="304" y="156" className={LABEL}>
          DJURGÅRDEN
        </text>
        <text x="20" y="160" className={`${LABEL} fill-sky-700 italic dark:fill-sky-300`}>
          Mälaren
        </text>
        <text x="336" y="188" className={`${LABEL} fill-sky-700 italic dark:fill-sky-300`}>
          Saltsjön
        </text>
        {/* office pin */}
        <g transform="translate(222 104)">
          <circle r="16" className="fill-primary/20" />
          <path
            d="M0 -22 C-9 -22 -15 -15 -15 -7 C-15 4 0 14 0 14 C0 14 15 4 15 -7 C15 -15 9 -22 0 -22 Z"
            className="fill-primary"
          />
          <circle cy="-8" r="5" className="fill-primary-foreground" />
          <rect x="18" y="-20" width="62" height="20" rx="6" className="fill-card stroke-border" />
          <text x="49" y="-6" textAnchor="middle" className="fill-foreground text-[10px] font-semibold">
            {m.labels.office}
          </text>
        </g>
      </svg>
      <figcaption className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm">
        <span className="font-medium">{m.labels.city}</span>
        <a
          href={m.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary hover:underline"
        >
          {m.link}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(öppnas i ett nytt fönster)</span>
        </a>
      </figcaption>
    </figure>
  );
}
